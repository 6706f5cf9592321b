/** Calls an endpoint of the contract as a person (or a stranger), the way the web client does. */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { pathOf, type Endpoint, type InputOf } from '@sahaya/contract/http';

/** A ready multipart body with its content type, as `multipartBody` in test/files.ts builds it. */
export interface MultipartPayload {
  payload: Buffer;
  headers: Record<string, string>;
}

/** What a test may send: the endpoint's input, or anything else a careless client might. */
export type TestInput<E extends Endpoint> =
  | Partial<InputOf<E>>
  | { params?: object; query?: object; body?: unknown; multipart?: MultipartPayload };

/** Request options beyond the endpoint's input, such as cookies or extra headers. */
export type InjectExtra = Omit<InjectOptions, 'method' | 'url' | 'path' | 'query' | 'payload' | 'body'>;

/**
 * Sends `input` to the endpoint with `token` as bearer (null: nobody signed in). Values are sent
 * as given, not checked against the endpoint's types, so tests can send what a careless or
 * hostile client would. A `multipart` payload is sent instead of a JSON body, with its boundary's
 * content type; `extra` headers are added last, so a test may also override those.
 */
export function injectAs<E extends Endpoint>(
  app: FastifyInstance,
  token: string | null,
  endpoint: E,
  input: TestInput<E> = {},
  extra: InjectExtra = {},
): Promise<LightMyRequestResponse> {
  const { params, query, body, multipart } = input as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
    multipart?: MultipartPayload;
  };
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) search.set(key, String(value));
  const text = search.toString();
  const payload = multipart ? multipart.payload : body;
  return app.inject({
    ...extra,
    method: endpoint.method,
    url: `${pathOf(endpoint, params)}${text ? `?${text}` : ''}`,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...multipart?.headers,
      ...extra.headers,
    },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}
