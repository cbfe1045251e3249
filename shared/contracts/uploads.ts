/** `POST /api/uploads` -> 201: the stored picture; `url` is its page size (shared/uploads.ts derives the others). */
export interface UploadedImage {
  id: string;
  url: string;
  width: number;
  height: number;
}
