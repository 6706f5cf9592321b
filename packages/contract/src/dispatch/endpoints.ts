/**
 * Dispatch (beyond the spec): a volunteer's duty settings, and who was told of a request for help.
 */
import { errorBody, idParams } from '../common.ts';
import { endpoint } from '../http.ts';
import { availabilityBody, availabilityReply, dispatchReply, saveAvailabilityReply } from './schemas.ts';

export const getAvailability = endpoint({
  method: 'GET',
  path: '/api/volunteers/me/availability',
  access: ['volunteer'],
  summary: 'My duty settings: on duty or not, the address I start from, how far I go and what help I give (volunteer)',
  replies: { 200: availabilityReply },
});

export const setAvailability = endpoint({
  method: 'PUT',
  path: '/api/volunteers/me/availability',
  access: ['volunteer'],
  summary:
    'Go on or off duty and say from where, how far and for what; requests near me are sent to me while I am on duty (volunteer)',
  body: availabilityBody,
  replies: { 200: saveAvailabilityReply, 400: errorBody },
});

export const requestDispatch = endpoint({
  method: 'GET',
  path: '/api/assistanceRequests/:id/dispatch',
  access: ['user', 'admin'],
  summary:
    'Who was told of a request, in which wave and how they answered (admin); its requester reads only how many were told; 404 for anybody else',
  params: idParams,
  replies: { 200: dispatchReply, 404: errorBody },
});
