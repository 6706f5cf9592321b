/**
 * Registers a route from its contract endpoint: the method, path, schemas and replies come from
 * the definition, the role check runs in `onRequest` (before the body is parsed, validated or an
 * upload streamed), and the handler returns the success reply, sent with the endpoint's status.
 * Routes are thin: they hand the parsed input to a service and return what it answers. An
 * `idempotent` endpoint also reads an `Idempotency-Key`, and answers a repeat of a call its first
 * reply (idempotency.ts). A success reply that says something by its code is written in the
 * reader's language as it leaves (lib/success-reply.ts).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { successStatus, type Endpoint, type ReplyOf } from '@sahaya/contract/http';
import { idempotencyHeaders } from '@sahaya/contract/idempotency';
import { standardErrors } from '@sahaya/contract/standard-errors';
import { acceptUrlEncodedForms, multipartFieldsAsBody } from '../../lib/form-body.ts';
import { refuseMalformedInput } from '../../lib/input-check.ts';
import { readingLanguage } from '../../lib/reading-language.ts';
import { inLanguage } from '../../lib/success-reply.ts';
import type { AuthContext } from './auth.ts';
import { claimOf, keptReply, refuseBadIdempotencyKey, replyAfterFailure, type IdempotencyClaim } from './idempotency.ts';
import type { Limit } from './rate-limit.ts';

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a handler receives: the parsed input and, for guarded endpoints, the caller. */
export interface Call<E extends Endpoint> {
  params: Parsed<E['params']>;
  query: Parsed<E['query']>;
  body: Parsed<E['body']>;
  auth: E['access'] extends 'public' ? undefined : AuthContext;
  /**
   * An idempotent endpoint's call with an `Idempotency-Key`: its service claims the key and keeps
   * its reply in the transaction of its write (plugins/http/idempotency.ts). Without a key, undefined.
   */
  idempotency?: IdempotencyClaim;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** A handler answers the success reply, or the reply itself once it has sent something else (a file). */
export type Handler<E extends Endpoint> = (call: Call<E>) => Promise<ReplyOf<E> | FastifyReply>;

export interface RouteOptions {
  /** The rate limits the endpoint counts against, checked once its input is parsed. */
  limits?: readonly Limit[];
}

/** Each call's claim on its key, made once its input is parsed, for its handler. */
const claims = new WeakMap<FastifyRequest, IdempotencyClaim>();

export function route<E extends Endpoint>(app: FastifyInstance, e: E, handler: Handler<E>, options: RouteOptions = {}) {
  const response: Record<number, z.ZodType> = { ...standardErrors(e) };
  for (const [status, schema] of Object.entries(e.replies)) if (schema) response[Number(status)] = schema;
  if (e.accepts === 'form') acceptUrlEncodedForms(app);
  const status = successStatus(e);
  // Tests may build the app without rate limits, and then there is nothing to count against.
  const limits = options.limits && app.hasDecorator('limitBy') ? app.limitBy(options.limits) : undefined;
  /**
   * A repeat of a call that committed is answered what that call was, without running again, and
   * before any limit counts it: a person whose connection dropped after a request went through is
   * told so, not refused for having sent it.
   */
  const answerRepeat = async (request: FastifyRequest, reply: FastifyReply) => {
    const claim = claimOf(request, e, status);
    if (!claim) return;
    claims.set(request, claim);
    const kept = await keptReply(app.db, claim);
    if (kept) return reply.code(kept.status).send(inLanguage(readingLanguage(request), kept.body));
  };
  const preValidation = [
    ...(e.accepts === 'form' ? [multipartFieldsAsBody] : []),
    refuseMalformedInput,
    ...(e.idempotent ? [refuseBadIdempotencyKey] : []),
  ];

  app.route({
    method: e.method,
    url: e.path,
    onRequest: e.access === 'public' ? undefined : app.guard(e.access),
    preValidation,
    preHandler: [...(e.idempotent ? [answerRepeat] : []), ...(limits ? [limits.preHandler] : [])],
    ...(limits?.onSend && { onSend: limits.onSend }),
    // Fastify warns about a schema part that is present but undefined, so only the defined ones are given.
    // How the API reference names and describes the route is added by the docs plugin, from the endpoint.
    schema: {
      ...(e.params && { params: e.params }),
      ...(e.query && { querystring: e.query }),
      ...(e.body && { body: e.body }),
      ...(e.idempotent && { headers: idempotencyHeaders }),
      ...(e.accepts === 'upload' && { consumes: ['multipart/form-data'] }),
      ...(e.accepts === 'form' && { consumes: ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'] }),
      response,
    },
    handler: async (request, reply) => {
      const idempotency = claims.get(request);
      const call = {
        params: request.params as Parsed<E['params']>,
        query: request.query as Parsed<E['query']>,
        body: request.body as Parsed<E['body']>,
        auth: (e.access === 'public' ? undefined : request.auth) as Call<E>['auth'],
        idempotency,
        request,
        reply,
      };
      let result: Awaited<ReturnType<Handler<E>>>;
      try {
        result = await handler(call);
      } catch (failure) {
        if (!idempotency) throw failure;
        // A repeat that ran beside its first call, and found the key taken or the change already
        // made, answers that call's reply; any other failure stays what it was.
        const first = await replyAfterFailure(app.db, idempotency, failure);
        return reply.code(first.status).send(inLanguage(readingLanguage(request), first.body));
      }
      // A handler that sent a file returns the reply; a reply is thenable, so awaiting it waited for
      // the file to go out and gave `undefined`: what was sent stays sent.
      if (reply.sent || (result as unknown) === reply) return reply;
      return reply.code(status).send(inLanguage(readingLanguage(request), result));
    },
  });
}
