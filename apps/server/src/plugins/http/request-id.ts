/**
 * A request id on every request: in each of its log lines and in every reply's `X-Request-Id`
 * header, so a person's report, the balancer's log and this server's log meet on one id. A load
 * balancer's own `X-Request-Id` is kept when it comes from a proxy TRUST_PROXY trusts, so one id
 * follows the request through both; from anybody else it is ignored, since a client could use it to
 * write lines that seem to belong to another request.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import { addressMatcher } from '../../lib/address-list.ts';
import { runAsRequest } from '../../lib/request-context.ts';

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * What an id from the balancer may look like: nginx's `$request_id` (32 hex digits), a UUID, or
 * another tracer's token. Nothing that could break a log line or a header, and nothing long.
 */
const WELL_FORMED = /^[A-Za-z0-9._:/+=@-]{1,128}$/;

/** Whether the peer that sent the request is a proxy Fastify also believes (hop 0 is the peer). */
function proxyTest(trust: Config['trustProxy']): (address: string | undefined) => boolean {
  if (trust === false) return () => false;
  if (typeof trust === 'number') return () => trust > 0;
  return addressMatcher(trust);
}

/** The balancer's id when a trusted proxy sent a well-formed one, a new random one otherwise. */
export function requestIdGenerator(trust: Config['trustProxy']): (req: IncomingMessage) => string {
  const trusted = proxyTest(trust);
  return (req) => {
    const given = req.headers[REQUEST_ID_HEADER];
    if (typeof given === 'string' && WELL_FORMED.test(given) && trusted(req.socket.remoteAddress)) return given;
    return randomUUID();
  };
}

async function requestIdPlugin(app: FastifyInstance) {
  app.setGenReqId(requestIdGenerator(app.config.trustProxy));
  // A callback hook, so the rest of the request (hooks, handler, what they start) runs inside it.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    runAsRequest(request.id, done);
  });
}

export default fp(requestIdPlugin, { name: 'request-id', dependencies: ['config'] });
