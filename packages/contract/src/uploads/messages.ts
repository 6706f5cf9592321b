/** What the uploads and the file links answer (spec 1 §7 note, spec 2 "Image upload"). */
import { UPLOAD_QUOTA_BYTES } from '../constants.ts';

export const uploadMessages = {
  imageTooLarge: () => 'Image size should be less than 5MB',
  fileTooLarge: () => 'File size should be less than 10MB',
  fileRequired: () => 'Please select a file to upload',
  notAnImage: () => 'Only images can be uploaded (JPEG, PNG, GIF, WebP or BMP).',
  notACertificate: () => 'Only images or PDF files can be uploaded.',
  linkExpired: () => 'This link has expired.',
  quotaReached: () => `You have used all of your ${UPLOAD_QUOTA_BYTES / 1024 / 1024} MB of upload space. Delete a file you no longer need, then try again.`,
  tooManyCertificates: (max: number) => `You can keep at most ${max} certificates; delete one first.`,
} as const;
