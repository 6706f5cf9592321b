/**
 * What the grievance desk says (DPDP Rules 2025, Rule 9): the form's rules, the replies, the
 * refusals, and the notices that tell a person their grievance was received and answered and the
 * admins that one was raised.
 */
import {
  GRIEVANCE_DAILY_LIMIT,
  GRIEVANCE_DAYS,
  GRIEVANCE_DETAILS_MAX,
  GRIEVANCE_DETAILS_MIN,
  GRIEVANCE_REPLY_MAX,
  GRIEVANCE_SUBJECT_MAX,
  GRIEVANCE_SUBJECT_MIN,
} from './constants.ts';

export const grievanceMessages = {
  subjectRequired: () => 'Write what your grievance is about.',
  subjectTooShort: () => `Write a subject of at least ${GRIEVANCE_SUBJECT_MIN} characters.`,
  subjectTooLong: () => `The subject can be at most ${GRIEVANCE_SUBJECT_MAX} characters.`,
  detailsRequired: () => 'Write what happened and what you want us to do.',
  detailsTooShort: () => `Write at least ${GRIEVANCE_DETAILS_MIN} characters about what happened.`,
  detailsTooLong: () => `The details can be at most ${GRIEVANCE_DETAILS_MAX} characters.`,
  statusInvalid: () => 'Choose: being looked into, resolved or rejected.',
  replyTooLong: () => `The reply can be at most ${GRIEVANCE_REPLY_MAX} characters.`,
  /** Resolving or rejecting a grievance without saying why. */
  replyRequired: () => 'Write a reply: the person is told what was done, or why their grievance was rejected.',
  notFound: () => 'Grievance not found',
  /** Another admin resolved or rejected it first, or it was answered already. */
  alreadyAnswered: () => 'This grievance was already answered and is closed. Reload to see the answer.',
  /** More than the daily limit: when the next one may be raised. */
  dailyLimit: (hours: number) =>
    `You have raised ${GRIEVANCE_DAILY_LIMIT} grievances in the last day, the most we take in a day. You can raise another in ${hours} hours. We answer each one you raised.`,
  /** The reply to raising one. */
  raised: (reference: string) => `Your grievance is recorded as ${reference}. We will answer it within ${GRIEVANCE_DAYS} days.`,
  /** The reply to an admin's answer. */
  answered: (reference: string) => `Grievance ${reference} is updated, and the person has been told.`,
  notices: {
    /** To the person raising it: the acknowledgement. */
    received: (reference: string, dueDay: string) =>
      `We have received your grievance ${reference}. We will answer it by ${dueDay}. You can read it under Grievances.`,
    /** To every admin, when one is raised. */
    raised: (person: string, reference: string, dueDay: string) =>
      `${person} has raised grievance ${reference}. It must be answered by ${dueDay}. Open the grievance desk to answer it.`,
    /** To the person: an admin is looking into it. */
    inProgress: (reference: string) => `Your grievance ${reference} is being looked into. We will tell you when it is answered.`,
    /** To the person: an admin is looking into it and wrote a note. */
    inProgressWithReply: (reference: string, reply: string) => `Your grievance ${reference} is being looked into. Our note: ${reply}`,
    resolved: (reference: string, reply: string) => `Your grievance ${reference} is resolved. Our answer: ${reply}`,
    rejected: (reference: string, reply: string) => `Your grievance ${reference} was rejected. Our reason: ${reply}`,
  },
} as const;
