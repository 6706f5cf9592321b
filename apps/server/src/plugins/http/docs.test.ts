/**
 * The API description is usable by other programs: Redocly's recommended rules find nothing wrong
 * in it, and every operation is named after its endpoint in the contract and says whether it needs
 * the bearer token.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointsByFeature } from '@sahaya/contract/endpoints';
import { buildTestApp } from '../../test/build-test-app.ts';

interface Problem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: { pointer: string }[];
}

interface Operation {
  operationId?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
}

interface Document {
  tags: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
}

const redocly = join(dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')), 'bin/cli.js');

/** Lints the document with Redocly's recommended rules and answers what it found. */
async function lint(document: string): Promise<Problem[]> {
  const folder = mkdtempSync(join(tmpdir(), 'sahaya-openapi-'));
  const file = join(folder, 'openapi.json');
  writeFileSync(file, document);
  const args = [redocly, 'lint', '--extends=recommended', '--format=json', '--max-problems=1000', file];
  // Nothing leaves the machine: no usage report, no check for a newer version.
  const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
  try {
    // Redocly exits with 1 when it finds an error, and still prints its report: both are read alike.
    const output = await promisify(execFile)(process.execPath, args, { env, maxBuffer: 64 * 1024 * 1024 }).catch(
      (failure: { stdout?: string }) => ({ stdout: failure.stdout ?? '' }),
    );
    return (JSON.parse(output.stdout) as { problems: Problem[] }).problems;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

const show = (problems: Problem[]) => problems.map((p) => `${p.ruleId} at ${p.location[0]?.pointer}: ${p.message}`);

describe('the OpenAPI document', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let text: string;
  let document: Document;

  beforeAll(async () => {
    // The document names the server's public address; the tests' own, localhost, is one Redocly warns about.
    ({ app, close } = await buildTestApp({ rateLimit: false, env: { PUBLIC_URL: 'https://sahaya.test' } }));
    text = (await app.inject('/api/openapi.json')).body;
    document = JSON.parse(text) as Document;
  });
  afterAll(async () => close());

  it("passes Redocly's recommended rules", { timeout: 60_000 }, async () => {
    // An address a browser is sent to (Razorpay's return) succeeds by redirecting: its success is a
    // 3XX, which the rule that asks every operation for a 2XX does not know.
    const redirects = (problem: Problem) => {
      const [, path, method] = /^#\/paths\/([^/]+)\/([a-z]+)\/responses$/.exec(problem.location[0]?.pointer ?? '') ?? [];
      if (problem.ruleId !== 'operation-2xx-response' || !path || !method) return false;
      const responses = (document.paths[path.replaceAll('~1', '/').replaceAll('~0', '~')] as Record<string, { responses?: object }> | undefined)?.[method]?.responses;
      return Object.keys(responses ?? {}).some((status) => /^3\d\d$/.test(status));
    };
    const problems = (await lint(text)).filter((problem) => !redirects(problem));
    expect(show(problems.filter((p) => p.severity === 'error'))).toEqual([]);
    // The repository has chosen no licence, so the document's licence can name no address.
    expect(show(problems.filter((p) => p.severity === 'warn' && p.ruleId !== 'info-license-strict'))).toEqual([]);
  });

  it('names each operation after its endpoint and tags it with its feature', () => {
    const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods));
    const names = Object.values(endpointsByFeature).flatMap((feature) => Object.keys(feature));
    expect(operations.map((o) => o.operationId).sort()).toEqual(names.sort());
    const tags = new Set(document.tags.map((t) => t.name));
    expect(tags.size).toBe(Object.keys(endpointsByFeature).length);
    for (const operation of operations) expect(tags).toContain(operation.tags?.[0]);
  });

  it('is OpenAPI 3.1, where a nullable field says null among its types, never with `nullable`', () => {
    expect((document as unknown as { openapi: string }).openapi).toBe('3.1.0');
    expect(text).not.toContain('"nullable"');
    const user = JSON.stringify(document.paths['/api/users/me']?.get);
    expect(user).toContain('{"anyOf":[{"type":"string","enum":["Male","Female","Other"]},{"type":"null"}]}');
  });

  it('describes what is not JSON: pages, files, redirects and uploads', () => {
    const responses = (path: string, method: string) =>
      (document.paths[path]?.[method] as unknown as { responses: Record<string, { content?: object }> }).responses;
    // A link that does not verify is a page; input the schema refuses is the JSON error.
    expect(Object.keys(responses('/api/notifications/unsubscribe', 'get')['400']?.content ?? {})).toEqual(['text/html', 'application/json']);
    expect(Object.keys(responses('/api/notifications/unsubscribe', 'post')['200']?.content ?? {})).toEqual(['text/html']);
    expect(Object.keys(responses('/api/donations/export', 'get')['200']?.content ?? {})).toEqual(['text/csv']);
    expect(responses('/api/donations/return/razorpay', 'get')['302']).not.toHaveProperty('content');
    const upload = (document.paths['/api/users/certificate']?.post as unknown as { requestBody: { content: object } }).requestBody;
    expect(upload.content).toMatchObject({
      'multipart/form-data': { schema: { required: ['file'] }, encoding: { file: { contentType: expect.stringContaining('application/pdf') } } },
    });
  });

  it('asks for the bearer token exactly where the endpoint is guarded', () => {
    const byName = new Map(
      Object.values(document.paths)
        .flatMap((methods) => Object.values(methods))
        .map((o) => [o.operationId, o.security]),
    );
    for (const [name, endpoint] of Object.entries(endpointsByFeature).flatMap(([, feature]) => Object.entries(feature))) {
      expect(byName.get(name), name).toEqual(endpoint.access === 'public' ? [] : [{ bearerAuth: [] }]);
    }
  });
});
