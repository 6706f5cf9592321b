/**
 * The check every test's replies go through finds each way a reply can break the document: a
 * status it does not list, a content type it does not name, a body where it has none, and a JSON
 * body off its schema; and lets a reply that keeps to it pass.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { checkReply, takeViolations } from './reply-check.ts';

const document = {
  openapi: '3.1.0',
  paths: {
    '/api/things/{id}': {
      get: {
        operationId: 'getThing',
        responses: {
          200: {
            description: 'A thing',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: { kind: { anyOf: [{ type: 'string', enum: ['small', 'large'] }, { type: 'null' }] } },
                  required: ['kind'],
                  additionalProperties: false,
                },
              },
            },
          },
          302: { description: 'Elsewhere' },
          404: { $ref: '#/components/responses/NotFound' },
        },
      },
    },
    '/api/things/{id}/file': {
      get: { operationId: 'getThingFile', responses: { 200: { description: 'Its file', content: { 'text/csv': { schema: { type: 'string' } } } } } },
    },
  },
  components: {
    responses: {
      NotFound: {
        description: 'Not found',
        content: { 'application/json': { schema: { type: 'object', properties: { code: { const: 'NOT_FOUND' } }, required: ['code'] } } },
      },
    },
  },
};

async function send(url: string, status: number, contentType: string | undefined, body: string) {
  const request = {
    server: { swagger: () => document },
    routeOptions: { url },
    method: 'GET',
    url: url.replace(':id', '1'),
  } as unknown as FastifyRequest;
  const reply = { statusCode: status, getHeader: () => contentType } as unknown as FastifyReply;
  expect(await checkReply(request, reply, body)).toBe(body);
  return takeViolations();
}

describe('the check of replies against the API document', () => {
  // What these tests provoke on purpose must not fail them through the harness.
  afterEach(() => void takeViolations());

  it('lets replies that keep to the document pass, null in a nullable list included', async () => {
    expect(await send('/api/things/:id', 200, 'application/json; charset=utf-8', '{"kind":null}')).toEqual([]);
    expect(await send('/api/things/:id', 200, 'application/json', '{"kind":"small"}')).toEqual([]);
    expect(await send('/api/things/:id', 404, 'application/json', '{"code":"NOT_FOUND"}')).toEqual([]);
    expect(await send('/api/things/:id', 302, undefined, '')).toEqual([]);
    expect(await send('/api/things/:id/file', 200, 'text/csv; charset=utf-8', 'a,b\n')).toEqual([]);
  });

  it('finds a status, a content type or a body the document does not describe', async () => {
    expect(await send('/api/things/:id', 500, 'application/json', '{}')).toEqual([
      'GET /api/things/1 → status 500 is not documented (documented: 200, 302, 404)',
    ]);
    expect(await send('/api/things/:id', 200, 'text/html', '<p>')).toEqual([
      'GET /api/things/1 → 200 is sent as text/html, documented as application/json',
    ]);
    expect(await send('/api/things/:id', 302, 'application/json', '{}')).toEqual([
      'GET /api/things/1 → 302 documents no body, and the reply has one (application/json)',
    ]);
    const [medium] = await send('/api/things/:id', 200, 'application/json', '{"kind":"medium"}');
    expect(medium).toContain('200 body does not match #/paths/~1api~1things~1{id}/get/responses/200');
    const [code] = await send('/api/things/:id', 404, 'application/json', '{"code":"GONE"}');
    expect(code).toContain('404 body does not match #/components/responses/NotFound');
  });

  it('leaves alone a route the contract does not name', async () => {
    expect(await send('/api/elsewhere', 500, 'text/plain', 'oops')).toEqual([]);
  });
});
