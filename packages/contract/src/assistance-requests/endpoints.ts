/**
 * Assistance (spec 2 §7 "Assistance requests", spec 3 §7): a person asks for a volunteer or an
 * ambulance at one of their addresses; volunteers see open requests near them and accept,
 * decline or complete them; admins see every request and assign volunteers.
 */
import { errorBody, idParams } from '../common.ts';
import { endpoint } from '../http.ts';
import {
  ASSISTANCE_REQUESTS_PER_HOUR,
  OPEN_ASSISTANCE_REQUESTS_MAX,
  adminAssistanceQuery,
  assignBody,
  assignReply,
  assistanceListReply,
  cancelAssistanceReply,
  createAssistanceRequestBody,
  createAssistanceRequestReply,
  myAssistanceRequestsQuery,
  nearbyQuery,
  nearbyReply,
  pendingQuery,
  pendingReply,
  processingQuery,
  processingReply,
  requestDetailsReply,
  statusBody,
  statusReply,
} from './schemas.ts';
import * as routes from './routes.ts';

const notFound = { 404: errorBody };

export const createAssistanceRequest = endpoint({
  ...routes.createAssistanceRequest,
  summary: `Ask for a volunteer or an ambulance at one of my addresses; its place is copied onto the request; 409 TOO_MANY_OPEN_ASSISTANCE_REQUESTS with OPEN_ASSISTANCE_REQUESTS_MAX (${OPEN_ASSISTANCE_REQUESTS_MAX}) requests open, never for an ambulance; 429 past ${ASSISTANCE_REQUESTS_PER_HOUR} requests an hour, of any kind`,
  body: createAssistanceRequestBody,
  idempotent: true,
  replies: { 201: createAssistanceRequestReply, 409: errorBody },
});

export const myAssistanceRequests = endpoint({
  method: 'GET',
  path: '/api/assistanceRequests/me',
  access: ['user'],
  summary: 'My assistance requests, newest first, searched by description and filtered by status',
  query: myAssistanceRequestsQuery,
  replies: { 200: assistanceListReply },
});

export const nearbyRequests = endpoint({
  method: 'GET',
  path: '/api/assistanceRequests/nearBy',
  access: ['volunteer'],
  summary:
    'Open requests near one of my saved addresses, a point, or else my primary address, nearest first, with distance and travel time (volunteer)',
  query: nearbyQuery,
  replies: { 200: nearbyReply, ...notFound, 409: errorBody },
});

export const processingRequests = endpoint({
  method: 'GET',
  path: '/api/assistanceRequests/processing',
  access: ['volunteer'],
  summary: 'The requests I have taken on (approved) or done (completed), newest first (volunteer)',
  query: processingQuery,
  replies: { 200: processingReply },
});

export const pendingAssistanceRequests = endpoint({
  method: 'GET',
  path: '/api/assistanceRequests/pending',
  access: ['admin'],
  summary: 'The requests waiting for a volunteer, urgent first, then newest, by pages (admin)',
  query: pendingQuery,
  replies: { 200: pendingReply },
});

export const listAssistanceRequests = endpoint({
  method: 'GET',
  path: '/api/assistanceRequests',
  access: ['admin'],
  summary: 'Every assistance request, searched by description or requester, filtered and sorted (admin)',
  query: adminAssistanceQuery,
  replies: { 200: assistanceListReply },
});

export const getAssistanceRequest = endpoint({
  method: 'GET',
  path: '/api/assistanceRequests/:id',
  access: 'signedIn',
  summary: 'A request with its people, place and history: for its requester, its volunteer and admins',
  params: idParams,
  replies: { 200: requestDetailsReply, ...notFound },
});

export const setAssistanceStatus = endpoint({
  ...routes.setAssistanceStatus,
  summary: 'Accept (approve) or decline (reject) an open request, or complete my own accepted one (volunteer)',
  params: idParams,
  body: statusBody,
  replies: { 200: statusReply, ...notFound },
});

export const assignVolunteer = endpoint({
  method: 'PATCH',
  path: '/api/assistanceRequests/:id/assignVolunteer',
  access: ['admin'],
  summary: 'Give a pending request to an active volunteer under the task limit; it becomes approved (admin)',
  params: idParams,
  body: assignBody,
  replies: { 200: assignReply, ...notFound },
});

export const cancelAssistanceRequest = endpoint({
  method: 'POST',
  path: '/api/assistanceRequests/:id/cancel',
  access: ['user'],
  summary:
    "Cancel my own request while it waits for a volunteer or after one accepted it (the volunteer is told); 200 unchanged when it is already cancelled, 404 for another person's request",
  params: idParams,
  replies: { 200: cancelAssistanceReply, ...notFound, 409: errorBody },
});
