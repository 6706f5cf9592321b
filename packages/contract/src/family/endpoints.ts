/**
 * A person's family contacts (issue 26): the person lists, adds and removes their own; the contact
 * confirms, or stops the mails, by the links mailed to them, without an account.
 */
import { errorBody, idParams } from '../common.ts';
import { endpoint } from '../http.ts';
import {
  addFamilyContactBody,
  addFamilyContactReply,
  familyLinkReply,
  familyTokenBody,
  listFamilyContactsReply,
  removeFamilyContactReply,
} from './schemas.ts';

/** People who ask for help (and volunteers, who may too) keep contacts; an admin has none. */
const people = ['user', 'volunteer'] as const;

export const listFamilyContacts = endpoint({
  method: 'GET',
  path: '/api/family-contacts',
  access: people,
  summary: 'My family contacts, oldest first, each with whether they confirmed',
  replies: { 200: listFamilyContactsReply },
});

export const addFamilyContact = endpoint({
  method: 'POST',
  path: '/api/family-contacts',
  access: people,
  summary: 'Add a family contact (at most two); they are mailed a link to confirm and nothing else before',
  body: addFamilyContactBody,
  replies: { 201: addFamilyContactReply, 409: errorBody },
});

export const removeFamilyContact = endpoint({
  method: 'DELETE',
  path: '/api/family-contacts/:id',
  access: people,
  summary: 'Remove one of my family contacts; they are mailed nothing more',
  params: idParams,
  replies: { 200: removeFamilyContactReply, 404: errorBody },
});

export const confirmFamilyContact = endpoint({
  method: 'POST',
  path: '/api/family-contacts/confirm',
  access: 'public',
  summary: 'The contact confirms by the token of the link mailed to them (once, within 7 days)',
  body: familyTokenBody,
  replies: { 200: familyLinkReply, 404: errorBody },
});

export const stopFamilyMails = endpoint({
  method: 'POST',
  path: '/api/family-contacts/stop',
  access: 'public',
  summary: 'The contact stops the mails about the person by the signed link in each mail; the person sees them gone',
  body: familyTokenBody,
  replies: { 200: familyLinkReply, 404: errorBody },
});
