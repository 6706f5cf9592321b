/**
 * The OpenAPI document, generated from the contract's endpoints, at /api/openapi.json, and a
 * reference page at /api/docs. Registered before the routes so it sees every one of them. Each
 * operation is named after its endpoint's export in the contract (its `operationId`), tagged with
 * its feature and says whether it needs the bearer token; the error replies are described once,
 * by status, with the codes each may carry.
 */
import { STATUS_CODES } from 'node:http';
import swagger, { type SwaggerTransform, type SwaggerTransformObject } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '@sahaya/contract/common';
import { endpointsByFeature } from '@sahaya/contract/endpoints';
import { errorDefinitions, type ErrorCode } from '@sahaya/contract/error-codes';
import type { Access, Endpoint } from '@sahaya/contract/http';
import { standardErrors } from '@sahaya/contract/standard-errors';
import { getOpenApiDocument } from '@sahaya/contract/system/endpoints';
import { route } from './route.ts';

type Feature = keyof typeof endpointsByFeature;

/** The reference's sections, one per feature; the compiler asks for one when a feature is added. */
const featureDescriptions: Record<Feature, string> = {
  addresses: "A person's addresses, one of them primary, with the place's coordinates when known.",
  adminDashboard: "The admin's dashboard: cards, short lists and 30-day charts.",
  assetCategories: "Categories of equipment as data: everybody reads them in their language; admins add and edit names, short-code letters, drawings or pictures, default longest loans and return checklists.",
  assets: "Mobility equipment to borrow: the catalogue, the admin's asset form, and asset requests and their decisions.",
  assistanceRequests: 'Requests for a volunteer or an ambulance, taken and completed by volunteers near them.',
  auth: 'Registering with a mailed code, signing in with a password or Google, sessions, and resetting a password.',
  calls: "Calls between a request's requester and its volunteer through the organisation's number (Exotel), so neither sees the other's.",
  chats: 'Messages between a person and the volunteer who took their request.',
  consents: "The privacy notice (public, in the reader's language) and a person's consent to each of its purposes: given, withdrawn, asked again after a new notice.",
  dispatch: "A volunteer's duty (on or off, from where, how far, for what help), and who a request for help was sent to, wave by wave.",
  donations: "Donations through Stripe Checkout, Stripe's webhook, receipts and statements, the admin's list and the public totals.",
  family: "A person's family contacts: added, confirmed by a mailed link, told of the person's requests and meetings, removed.",
  grievances: "Grievances about a person's data (DPDP Rules 2025, Rule 9): raised by the person, answered by the admins within 90 days.",
  guardians: "A parent's or lawful guardian's consent for a person under 18, or one who has a lawful guardian: the code sent to them given back, or sent again.",
  meetings: 'Online meetings an admin schedules with users and volunteers, their status and calendar files.',
  notifications: "The bell: a person's notifications, marked read and cleared.",
  people: 'Users and volunteers as admins manage them: lists, new accounts, details and blocking.',
  privacy: "A person's own data: asking for a copy (a zip of data.json and their files), its status, and its download for a day.",
  dataRights: "A person's nominee (DPDP Act s. 14), who has seen their data (Rule 6's access log), and the admins' breach notices (Rule 7).",
  push: 'Web Push: the devices a person turned notifications on for, and off again.',
  profile: "A person's own account: details and primary address, dashboard, picture, password, certificates and deletion.",
  system: 'Health checks, the public runtime settings and this document.',
  uploads: 'Uploading an image, and reading files back: public ones by name, certificates through signed links.',
};

/** A feature's tag is its folder's name in the contract: `assistanceRequests` → `assistance-requests`. */
const tagOf = (feature: string) => feature.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

interface Operation {
  name: string;
  feature: Feature;
  endpoint: Endpoint;
}

/** Every endpoint by method and path as Fastify registers it: `PATCH /api/assetRequests/:id`. */
const operations = new Map<string, Operation>();
for (const [feature, endpoints] of Object.entries(endpointsByFeature) as [Feature, Record<string, Endpoint>][]) {
  for (const [name, endpoint] of Object.entries(endpoints)) {
    operations.set(`${endpoint.method} ${endpoint.path}`, { name, feature, endpoint });
  }
}

const BEARER = 'bearerAuth';

function whoMayCall(access: Access): string {
  if (access === 'public') return 'Anyone, signed in or not.';
  if (access === 'signedIn') return 'Any signed-in person.';
  return `Signed in as ${access.join(' or ')}.`;
}

/** What each error status means here; a status not listed reads as its HTTP name. */
const errorDescriptions: Record<number, string> = {
  400: 'The input was refused: `errors` holds a message for each field that broke a rule.',
  401: 'No valid access token: sign in, or refresh the token.',
  403: "The caller's role may not use this endpoint.",
  404: 'Not found, or not one the caller may see.',
  429: 'Too many requests from this client: wait and try again.',
  503: 'Unavailable for a moment (the database, or a payment provider where the endpoint uses one): try again.',
};

/** `Too Many Requests` → `TooManyRequests`, the name of a status's shared reply. */
const replyName = (status: number) => (STATUS_CODES[status] ?? `Status${status}`).replace(/[^A-Za-z]/g, '');

/** The codes an error reply of this status may carry, from the contract's list of every error. */
function codesOf(status: number): [ErrorCode, ...ErrorCode[]] | undefined {
  const codes = (Object.keys(errorDefinitions) as ErrorCode[]).filter((code) => errorDefinitions[code].status === status);
  return codes.length > 0 ? (codes as [ErrorCode, ...ErrorCode[]]) : undefined;
}

/** The shared reply of one error status: the error body, its `code` narrowed to that status's codes. */
function errorReply(status: number) {
  const codes = codesOf(status);
  const body = codes ? errorBody.extend({ code: z.enum(codes) }) : errorBody;
  const { $schema: _dialect, ...schema } = z.toJSONSchema(body, { target: 'draft-2020-12', io: 'output' });
  const description = errorDescriptions[status] ?? STATUS_CODES[status] ?? 'An error';
  // A database away for a moment, and a limit reached, say when to ask again.
  const retry = { 'Retry-After': { description: 'Seconds to wait before asking again', schema: { type: 'integer' } } };
  return { description, ...((status === 503 || status === 429) && { headers: retry }), content: { 'application/json': { schema } } };
}

/**
 * A reply without a schema in the contract (a PDF, a CSV, a page, a picture) is its bytes, of the
 * media types the endpoint produces. Where the same status is also one of the errors every such
 * endpoint may answer (a query refused), that JSON error body is one of its types as well.
 */
function fileReply(endpoint: Endpoint, status: number) {
  const content: Record<string, { schema: object }> = {};
  for (const media of endpoint.produces ?? ['*/*']) {
    content[media] = { schema: media === 'application/json' ? { type: 'object' } : { type: 'string', contentMediaType: media } };
  }
  const error = standardErrors(endpoint)[status] === errorBody && errorReply(status);
  if (error) Object.assign(content, error.content);
  const kind = endpoint.produces?.includes('text/html') ? 'page' : 'file';
  const description =
    status < 400 ? `The ${kind}` : `${errorDescriptions[status] ?? STATUS_CODES[status] ?? 'An error'} Some answer it as a ${kind}.`;
  return { description, content };
}

/** The replies of the endpoint that have no schema: files, pages, and redirects, which have no body. */
function repliesWithoutSchema(endpoint: Endpoint) {
  const replies: Record<string, object> = {};
  for (const [key, reply] of Object.entries(endpoint.replies)) {
    if (reply !== null) continue;
    const status = Number(key);
    // A null type is how @fastify/swagger is told a reply has no content: the address is the answer.
    replies[key] = /^3\d\d$/.test(key)
      ? { type: 'null', description: 'Sent on to the address in `Location`', headers: { Location: { type: 'string' } } }
      : fileReply(endpoint, status);
  }
  return replies;
}

/** Names the operation and tells who may call it; the schemas themselves are zod's, converted. */
const transform: SwaggerTransform = (input) => {
  const { schema, url } = jsonSchemaTransform(input);
  const operation = operations.get(`${String(input.route.method)} ${input.url}`);
  if (!operation || schema.hide) return { schema, url };
  const { name, feature, endpoint } = operation;
  return {
    url,
    schema: {
      ...schema,
      operationId: name,
      summary: endpoint.summary,
      description: whoMayCall(endpoint.access),
      tags: [tagOf(feature)],
      security: endpoint.access === 'public' ? [] : [{ [BEARER]: [] }],
      response: { ...(schema.response as object), ...repliesWithoutSchema(endpoint) },
    },
  };
};

type Responses = Record<string, unknown>;
type PathItem = Record<string, { responses?: Responses; requestBody?: unknown } | undefined>;

/**
 * An upload's body: a multipart form whose file field takes the endpoint's media types, one file
 * or up to its most. The route reads the stream itself, so there is no schema for the generator
 * to describe.
 */
function uploadBody(upload: NonNullable<Endpoint['upload']>) {
  const file = { type: 'string', contentMediaType: 'application/octet-stream' };
  const many = (upload.maxFiles ?? 1) > 1;
  const field = many ? { type: 'array', items: file, minItems: 1, maxItems: upload.maxFiles } : file;
  const schema = { type: 'object', properties: { [upload.field]: field }, required: [upload.field] };
  const encoding = { [upload.field]: { contentType: upload.types.join(', ') } };
  return { required: true, content: { 'multipart/form-data': { schema, encoding } } };
}

/** A reply's description, where the generator could only say "Default Response". */
function describeReply(reply: unknown, status: number) {
  const described = typeof reply === 'object' && reply !== null && 'description' in reply;
  if (!described || reply.description !== 'Default Response') return reply;
  return { ...reply, description: STATUS_CODES[status] ?? `Status ${status}` };
}

/**
 * Points every error reply whose body is the contract's error body at one shared reply per
 * status, instead of repeating that body in each operation, and names the other replies by
 * their status; describes each upload's body. The operations are changed in place: the document
 * is built afresh for this. Answers the shared replies.
 */
function shareErrorReplies(paths: Record<string, PathItem>): Responses {
  const shared: Responses = {};
  for (const [path, item] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const endpoint = operations.get(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`)?.endpoint;
      if (!endpoint || !operation?.responses) continue;
      if (endpoint.upload) operation.requestBody = uploadBody(endpoint.upload);
      const errors = standardErrors(endpoint);
      for (const [key, reply] of Object.entries(operation.responses)) {
        const status = Number(key);
        const contracted = status in endpoint.replies ? endpoint.replies[status] : errors[status];
        if (contracted !== errorBody) {
          operation.responses[key] = describeReply(reply, status);
          continue;
        }
        const name = replyName(status);
        shared[name] ??= errorReply(status);
        operation.responses[key] = { $ref: `#/components/responses/${name}` };
      }
    }
  }
  return shared;
}

const transformObject: SwaggerTransformObject = (input) => {
  const document = jsonSchemaTransformObject(input);
  // The conversion makes OpenAPI 3 alone (it refuses Swagger 2), so this only tells the compiler.
  if (!('openapi' in document)) return document;
  const responses = shareErrorReplies((document.paths ?? {}) as Record<string, PathItem>);
  return { ...document, components: { ...document.components, responses } } as typeof document;
};

async function docsPlugin(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Sahaya API',
        description:
          'Community help for older and disabled people: borrowing mobility equipment, asking for a volunteer or an ' +
          'ambulance, chatting with the volunteer who takes a request, donating and meeting online. A signed-in call ' +
          'carries the `accessToken` that signing in answers as a bearer token; every error reply has a `code` to ' +
          'branch on and a `message` a person can read.',
        version: '1.0.0',
        // The repository grants no licence, so none is claimed for the API either.
        license: { name: 'All rights reserved' },
      },
      servers: [{ url: app.config.publicUrl, description: 'This server' }],
      tags: Object.entries(featureDescriptions).map(([feature, description]) => ({ name: tagOf(feature), description })),
      components: {
        securitySchemes: {
          [BEARER]: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'The access token from signing in; it lasts 15 minutes.',
          },
        },
      },
    },
    transform,
    transformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  route(app, getOpenApiDocument, async ({ reply }) => reply.send(app.swagger()));
}

export default fp(docsPlugin, { name: 'docs', dependencies: ['config'] });
