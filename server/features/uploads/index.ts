/** What the uploads feature offers other features: attaching a rider's uploads to what they post. */
export { claimUploads, type ClaimOutcome, type ClaimedUpload } from './uploads.repo';
