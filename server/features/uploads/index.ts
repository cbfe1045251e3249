/** What the uploads feature offers the rest of the server: attaching a rider's uploads, keeping a picture. */
export { claimUploads, UNUSABLE_UPLOADS, type ClaimOutcome, type ClaimedUpload } from './uploads.repo';
export { keepPicture } from './keep-picture';
export { declaredPictureSize, PictureRefused } from './image-processing';
export { startUploadSweeper, uploadedFilesRouter } from './uploads.files';
