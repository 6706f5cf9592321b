/**
 * Grievances (DPDP Rules 2025, Rule 9): any signed-in person raises one and reads their own; the
 * admins' desk lists every one, overdue first, and answers them, which tells the person.
 */
import { errorBody, idParams } from '../common.ts';
import { endpoint } from '../http.ts';
import {
  answerGrievanceBody,
  answerGrievanceReply,
  grievanceReply,
  listGrievancesQuery,
  listGrievancesReply,
  raiseGrievanceBody,
  raiseGrievanceReply,
} from './schemas.ts';

export const raiseGrievance = endpoint({
  method: 'POST',
  path: '/api/grievances',
  access: 'signedIn',
  summary:
    'Raise a grievance about how my data is handled: answers its reference (GRV-2026-000042) and the moment by which it will be answered (90 days); at most 5 a day (429 GRIEVANCE_DAILY_LIMIT with Retry-After)',
  body: raiseGrievanceBody,
  replies: { 201: raiseGrievanceReply },
});

export const listGrievances = endpoint({
  method: 'GET',
  path: '/api/grievances',
  access: 'signedIn',
  summary:
    "My grievances, newest first; for admins every one, the unanswered first by due moment (overdue first), then the answered, filtered by status or overdue=true, with who raised each",
  query: listGrievancesQuery,
  replies: { 200: listGrievancesReply },
});

export const getGrievance = endpoint({
  method: 'GET',
  path: '/api/grievances/:id',
  access: 'signedIn',
  summary: 'One grievance, to the person who raised it and to admins; 404 for anybody else',
  params: idParams,
  replies: { 200: grievanceReply, 404: errorBody },
});

export const answerGrievance = endpoint({
  method: 'PATCH',
  path: '/api/grievances/:id',
  access: ['admin'],
  summary:
    'Answer a grievance (admin): being looked into (a note may go), resolved or rejected (a reply must, else GRIEVANCE_REPLY_REQUIRED); the person is told; a closed one answers 409 GRIEVANCE_ALREADY_ANSWERED',
  params: idParams,
  body: answerGrievanceBody,
  replies: { 200: answerGrievanceReply, 404: errorBody, 409: errorBody },
});
