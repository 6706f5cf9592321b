/** The chat's calls (spec 2 §7 "Chat") and its socket events. Rules live in chats.service.ts. */
import type { FastifyInstance } from 'fastify';
import * as endpoints from '@sahaya/contract/chats/endpoints';
import { MAX_CHAT_FILE_BYTES, MAX_CHAT_FILES } from '@sahaya/contract/constants';
import { readUploads } from '../../lib/multipart-files.ts';
import { route } from '../../plugins/http/route.ts';
import { person, uploadLimit, type Limit } from '../../plugins/http/rate-limit.ts';
import { registerChatPersonalData } from './chats.personal-data.service.ts';
import * as chat from './chats.service.ts';
import { chatEvents } from './chats.socket.ts';
import { createPresence } from './presence.ts';
import { MINUTE_MS } from '../../lib/durations.ts';

/**
 * Each message may leave the other party a notice and a push to their phone: a sender may send
 * CHAT_MESSAGES_PER_MINUTE (30), counted per sender, whichever chat.
 */
export const messageLimit = (max: number): Limit => ({ name: 'chat-message', max, windowMs: MINUTE_MS, key: person });

export async function chatRoutes(app: FastifyInstance) {
  const presence = createPresence(app.redis, app.liveNodes);
  chatEvents(app, presence);
  app.storage.referencedBy((keys) => chat.filesInUse(app, keys));
  registerChatPersonalData(app.personalData);

  route(app, endpoints.sendMessage, async ({ auth, body, idempotency }) => chat.send(app, presence, auth.userId, body, idempotency), {
    limits: [messageLimit(app.config.chatMessagesPerMinute)],
  });
  route(app, endpoints.conversation, async ({ auth, params, query }) => chat.messages(app, auth.userId, params.requestId, query));
  route(
    app,
    endpoints.uploadMedia,
    async ({ auth, params, request }) => {
      const files = await readUploads(request, {
        maxBytes: MAX_CHAT_FILE_BYTES,
        maxFiles: MAX_CHAT_FILES,
        tooLarge: 'CHAT_FILE_TOO_LARGE',
        tooMany: 'TOO_MANY_CHAT_FILES',
      });
      return chat.attach(app, auth.userId, params.requestId, files);
    },
    { limits: [uploadLimit] },
  );
}
