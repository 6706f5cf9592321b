/**
 * The `Idempotency-Key` header of the calls a person makes that store something (an endpoint
 * marked `idempotent` in http.ts): a client makes one key per action and sends it with every try
 * of that action, so a try whose reply was lost (a node that died, a proxy's 502) can be sent
 * again without storing a second message, request or donation. The server keeps a key with the
 * first reply for IDEMPOTENCY_KEY_HOURS, per person and endpoint; the same key with another body
 * is refused (IDEMPOTENCY_KEY_REUSED). Without the header a call behaves as it always did.
 */
import { z } from 'zod';
import { messageIds } from './i18n/message-ids.ts';
import { commonMessages as commonTexts } from './messages.ts';

// The rules' messages travel as message ids (i18n/message-ids.ts), worded where they are shown.
const commonMessages = messageIds('commonMessages', commonTexts);

/** A UUID fits, and so does any other token of up to 128 letters, digits and `-_.:`. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9._:-]{1,128}$/;

/** How long a key answers its first reply; after that it is forgotten and may start anew. */
export const IDEMPOTENCY_KEY_HOURS = 24;

export const idempotencyKey = z.string().regex(IDEMPOTENCY_KEY_PATTERN, commonMessages.idempotencyKeyInvalid);

/**
 * The headers an idempotent endpoint reads: every other header passes as it came. Fastify hands
 * headers over by their lower-case names, so IDEMPOTENCY_KEY_HEADER is named in lower case here.
 */
export const idempotencyHeaders = z.looseObject({
  'idempotency-key': idempotencyKey.optional().meta({
    description:
      `One key per action of a person, sent again with each retry of it: a repeat within ${IDEMPOTENCY_KEY_HOURS} hours ` +
      'answers the first reply, with its status, and stores nothing again. Another body with the same key is 422 IDEMPOTENCY_KEY_REUSED.',
  }),
});
