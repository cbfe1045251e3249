// What other features use of uploads: the photo field for their forms and deleting one's own photo.
export { PhotoPicker, type HeldPhoto, type PhotoPickerProps } from './PhotoPicker';
export { useDeleteUpload, uploadPaths } from './api';
