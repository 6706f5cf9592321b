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
  familyUnsubscribeBody,
  familyUnsubscribeQuery,
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
  summary:
    'Add a family contact (at most two); they are mailed a link to confirm and nothing else before, unless the address was invited in the last 30 days (FAMILY_CONTACT_ADDED_NOT_MAILED) or asked for no family mails (409 FAMILY_CONTACT_DECLINED); 409 CONSENT_WITHDRAWN_FAMILY after withdrawing consent to telling the family',
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
  summary:
    'The contact stops every family mail to their address by the signed link in each mail: removed from every list they are on, never invited again',
  body: familyTokenBody,
  replies: { 200: familyLinkReply, 404: errorBody },
});

/**
 * Where a family mail's `List-Unsubscribe` link leads a mail program that opens it rather than
 * posting to it: the stop page of the web app, with its button. Opening it stops nothing, so a
 * program that fetches links to check them stops nobody's mails.
 */
export const openFamilyUnsubscribe = endpoint({
  method: 'GET',
  path: '/api/family-contacts/unsubscribe',
  access: 'public',
  summary: "A family mail's List-Unsubscribe link, opened: redirects to the stop page (/family/stop?token=); stops nothing",
  query: familyUnsubscribeQuery,
  replies: { 302: null },
});

/** The one-click unsubscribe of RFC 8058 a mail program sends for a family mail: as `stopFamilyMails`. */
export const unsubscribeFamilyMails = endpoint({
  method: 'POST',
  path: '/api/family-contacts/unsubscribe',
  access: 'public',
  summary: "A family mail's one-click unsubscribe (RFC 8058, List-Unsubscribe=One-Click): stops every family mail to the address, as the stop link does",
  query: familyUnsubscribeQuery,
  body: familyUnsubscribeBody,
  accepts: 'form',
  replies: { 200: familyLinkReply, 404: errorBody },
});
