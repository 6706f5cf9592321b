/** File uploads (spec 1 §7 note, spec 2 "Image upload"; certificates in profile/). */
import { z } from 'zod';
import { acceptOf, certificateTypes, imageTypes } from '../files.ts';

/** POST /api/assets/image: one image (multipart field `file`), answered with its public url. */
export const imageUploadReply = z.object({ imageUrl: z.string() });
export type ImageUploadReply = z.infer<typeof imageUploadReply>;

/** The accepted kinds, for the file pickers' `accept` attribute; the server checks the content itself. */
export const IMAGE_ACCEPT = acceptOf(imageTypes);
export const CERTIFICATE_ACCEPT = acceptOf(certificateTypes);

/** Query of a signed private file link; `download` asks for an attachment instead of inline display. */
export const signedFileQuery = z.object({
  expires: z.string().optional(),
  signature: z.string().optional(),
  download: z.string().optional(),
});
export type SignedFileQuery = z.infer<typeof signedFileQuery>;

export const fileNameParams = z.object({ name: z.string().max(100) });
