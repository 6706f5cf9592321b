/**
 * The endpoints of a person's data rights beyond their copy (DPDP Act 2023 and Rules 2025): the
 * nominee (nominee.ts), who opened their data (access-log.ts) and breach notices (breach-notices.ts).
 */
import { errorBody, idParams } from '../common.ts';
import { endpoint } from '../http.ts';
import { accessLogQuery, accessLogReply } from './access-log.ts';
import { listBreachNoticesQuery, listBreachNoticesReply, sendBreachNoticeBody, sendBreachNoticeReply } from './breach-notices.ts';
import { nomineeActingBody, nomineeReply, removeNomineeReply, setNomineeBody, setNomineeReply } from './nominee.ts';

export const getNominee = endpoint({
  method: 'GET',
  path: '/api/users/me/nominee',
  access: 'signedIn',
  summary: 'My nominee, who acts for me if I die or cannot act (DPDP Act s. 14), or null',
  replies: { 200: nomineeReply },
});

export const setNominee = endpoint({
  method: 'PUT',
  path: '/api/users/me/nominee',
  access: 'signedIn',
  summary: 'Name or change my nominee: a name, the relation, and a phone number or an e-mail address (or both)',
  body: setNomineeBody,
  replies: { 200: setNomineeReply },
});

export const removeNominee = endpoint({
  method: 'DELETE',
  path: '/api/users/me/nominee',
  access: 'signedIn',
  summary: 'Remove my nominee',
  replies: { 200: removeNomineeReply },
});

export const getPersonNominee = endpoint({
  method: 'GET',
  path: '/api/users/:id/nominee',
  access: ['admin'],
  summary: "A person's nominee, or null (admin)",
  params: idParams,
  replies: { 200: nomineeReply },
});

export const setNomineeActing = endpoint({
  method: 'PUT',
  path: '/api/users/:id/nominee/acting',
  access: ['admin'],
  summary: "Record that a person's nominee now acts for them, because they died or cannot act (admin); 404 when they named none",
  params: idParams,
  body: nomineeActingBody,
  replies: { 200: setNomineeReply, 404: errorBody },
});

export const getAccessLog = endpoint({
  method: 'GET',
  path: '/api/users/me/access-log',
  access: 'signedIn',
  summary: 'Who has seen my data: each time an admin or volunteer opened my record, contact details or address, newest first, paged',
  query: accessLogQuery,
  replies: { 200: accessLogReply },
});

export const sendBreachNotice = endpoint({
  method: 'POST',
  path: '/api/admin/breach-notices',
  access: ['admin'],
  summary: 'Tell the people a personal data breach touched (everyone, or those listed) by the bell, e-mail and SMS; 202 with how many it reaches (admin)',
  body: sendBreachNoticeBody,
  replies: { 202: sendBreachNoticeReply, 400: errorBody },
});

export const listBreachNotices = endpoint({
  method: 'GET',
  path: '/api/admin/breach-notices',
  access: ['admin'],
  summary: 'The breach notices sent, newest first, with how many people each has told (admin)',
  query: listBreachNoticesQuery,
  replies: { 200: listBreachNoticesReply },
});
