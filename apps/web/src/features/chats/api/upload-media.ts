import { uploadMedia } from '@sahaya/contract/chats/endpoints';
import { upload } from '../../../lib/api/api-client.ts';

/**
 * Uploads one attachment to a request's chat (POST /api/chats/media/{requestId}, field `files`)
 * and answers its link. Files go one request each, so each shows its own progress.
 */
export async function uploadChatFile(requestId: string, file: File, onProgress: (percent: number) => void): Promise<string> {
  const reply = await upload(uploadMedia, file, { params: { requestId }, field: 'files', onProgress });
  const [url] = reply.mediaUrls;
  if (!url) throw new Error('The upload answered no link');
  return url;
}
