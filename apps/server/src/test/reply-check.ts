/**
 * Every reply a test receives is held against the API document the server publishes: its status
 * must be one the operation documents, its content type one that status documents (or no body
 * where it documents none), and a JSON body must match that status's schema. A reply that breaks
 * the document is recorded here, and the test that saw it fails (test/setup.ts), so the document
 * stays what the server does. Files, pages and redirects are held to their status and type alone.
 *
 * The check is a Fastify `onSend` hook that the tests' app builder installs ahead of compression,
 * so it reads each body as the route made it; replies to paths the document does not name (the
 * web app's files, the reference page) are not its business.
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyReply, FastifyRequest } from 'fastify';

interface Response {
  $ref?: string;
  content?: Record<string, { schema?: object }>;
}

interface Document {
  paths: Record<string, Record<string, { operationId?: string; responses?: Record<string, Response> }>>;
  components?: { responses?: Record<string, Response> };
}

/** The document's checks, made once per document: each schema is compiled when a reply first needs it. */
interface Checker {
  document: Document;
  validators: Map<string, ValidateFunction>;
  ajv: Ajv2020;
}

/** By the document object each app builds once, and by its text: a file's apps mostly publish the same one. */
const byDocument = new WeakMap<object, Checker>();
const byText = new Map<string, Checker>();
const violations: string[] = [];

/** The replies that broke the document since the last call, and forgets them. */
export const takeViolations = (): string[] => violations.splice(0);

/** How many tests' works are under way in which the server fails on purpose. */
let faultsExpected = 0;

/**
 * Runs `work`, in which the test makes the server fail on purpose (a database that refuses a
 * write): its 500s are what the test looks for, and no document lists a 500. Every other
 * reply is still held to the document.
 */
export async function expectingFaults<T>(work: () => Promise<T>): Promise<T> {
  faultsExpected += 1;
  try {
    return await work();
  } finally {
    faultsExpected -= 1;
  }
}

function checkerOf(document: Document): Checker {
  const known = byDocument.get(document);
  if (known) return known;
  const text = JSON.stringify(document);
  let checker = byText.get(text);
  if (!checker) {
    // The document's schemas are JSON Schema 2020-12 (OpenAPI 3.1); its other keys are not schema keywords.
    const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
    addFormats.default(ajv);
    ajv.addSchema(document, 'openapi');
    checker = { document, validators: new Map(), ajv };
    byText.set(text, checker);
  }
  byDocument.set(document, checker);
  return checker;
}

/** `/a/~b` → `~1a~1~0b`: a key as it stands in a JSON pointer. */
const pointer = (key: string) => key.replaceAll('~', '~0').replaceAll('/', '~1');

/** `application/json; charset=utf-8` → `application/json`. */
const mediaOf = (header: unknown) => (typeof header === 'string' ? (header.split(';')[0] ?? '').trim().toLowerCase() : '');

/** Whether a documented media range (`*\/*`, `text/*`, `text/csv`) covers the reply's type. */
function covers(range: string, media: string): boolean {
  if (range === '*/*') return media !== '';
  const [type, subtype] = range.split('/');
  const [mediaType, mediaSubtype] = media.split('/');
  return type === mediaType && (subtype === '*' || subtype === mediaSubtype);
}

const isJson = (media: string) => media === 'application/json' || media.endsWith('+json');

function bodyText(payload: unknown): string | undefined {
  if (payload === undefined || payload === null) return '';
  if (typeof payload === 'string') return payload;
  if (Buffer.isBuffer(payload)) return payload.toString('utf8');
  // A stream: its bytes go out after this hook, unread here.
  return undefined;
}

/** What is wrong with this reply by the document; undefined when nothing is. */
function problemOf(checker: Checker, request: FastifyRequest, reply: FastifyReply, payload: unknown): string | undefined {
  const { document } = checker;
  const path = request.routeOptions.url?.replace(/:(\w+)/g, '{$1}');
  const method = request.method.toLowerCase();
  const operation = path ? document.paths[path]?.[method] : undefined;
  // Only the contract's endpoints are named; a route a test adds for itself is documented by accident.
  if (!path || !operation?.operationId) return undefined;
  const status = String(reply.statusCode);
  const responses = operation.responses ?? {};
  const key = [status, `${status[0]}XX`, 'default'].find((k) => k in responses);
  if (!key) return `status ${status} is not documented (documented: ${Object.keys(responses).join(', ')})`;
  let response = responses[key] ?? {};
  let location = `#/paths/${pointer(path)}/${method}/responses/${key}`;
  if (response.$ref) {
    location = response.$ref;
    response = document.components?.responses?.[response.$ref.replace('#/components/responses/', '')] ?? {};
  }
  const text = bodyText(payload);
  const media = mediaOf(reply.getHeader('content-type'));
  const documented = Object.keys(response.content ?? {});
  if (documented.length === 0) {
    return text === '' ? undefined : `${status} documents no body, and the reply has one (${media || 'no content type'})`;
  }
  const range = documented.find((candidate) => covers(candidate, media));
  if (!range) return `${status} is sent as ${media || 'no content type'}, documented as ${documented.join(' or ')}`;
  const schema = response.content?.[range]?.schema;
  if (!isJson(media) || !schema || text === undefined) return undefined;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `${status} is sent as ${media} and is not JSON`;
  }
  const ref = `openapi${location}/content/${pointer(range)}/schema`;
  let validate = checker.validators.get(ref);
  if (!validate) {
    validate = checker.ajv.compile({ $ref: ref });
    checker.validators.set(ref, validate);
  }
  if (validate(body)) return undefined;
  const errors = (validate.errors ?? []).slice(0, 5).map((e) => `${e.instancePath || '/'} ${e.message ?? ''} ${JSON.stringify(e.params)}`);
  return `${status} body does not match ${location}: ${errors.join('; ')} — body ${text.slice(0, 300)}`;
}

/**
 * The `onSend` hook: records what is wrong with the reply, and passes its body on untouched.
 */
export async function checkReply(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (faultsExpected > 0 && reply.statusCode === 500) return payload;
  const document = request.server.swagger() as unknown as Document;
  const problem = problemOf(checkerOf(document), request, reply, payload);
  if (problem) violations.push(`${request.method} ${request.url} → ${problem}`);
  return payload;
}
