/**
 * User and volunteer management of the admin console (spec 3 §2, §3, §7): the lists, the Add User /
 * Add Volunteer form, the details pages and blocking.
 */
import { z } from 'zod';
import { activity } from '../activity.ts';
import { cursorQuery, id, pageCursors, pageQuery, said } from '../common.ts';
import { pageSizes, roles } from '../constants.ts';
import { addressFields, age, email, gender, leftOutWhenEmpty, name, password, phone } from '../fields.ts';
import { address, publicUser } from '../users.ts';
import { guardianFields, guardianView } from '../guardians/schemas.ts';
import { signUpConsents } from '../consents/schemas.ts';

/** A row of the Users List / Volunteers List tables. */
export const personListItem = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  profilePicture: z.string().nullable(),
  createdAt: z.string(),
  isActive: z.boolean(),
  isBlocked: z.boolean(),
  isVerified: z.boolean(),
  role: z.enum(roles),
});
export type PersonListItem = z.infer<typeof personListItem>;

/** A volunteer row also counts the assistance requests they hold (assigned, pending or approved). */
export const volunteerListItem = personListItem.extend({ tasks: z.number().int() });
export type VolunteerListItem = z.infer<typeof volunteerListItem>;

/** `page` from 1, `limit` 5 by default (0 = all, for the participant picker), `search` by name. */
export const listUsersQuery = pageQuery(pageSizes.users).extend(cursorQuery);
export type ListUsersQuery = z.infer<typeof listUsersQuery>;

/** Query flags arrive as text; anything but `true` / `false` means "no filter". */
const queryFlag = z
  .enum(['true', 'false'])
  .optional()
  .catch(undefined)
  .transform((v) => (v === undefined ? undefined : v === 'true'));

export const listVolunteersQuery = pageQuery(pageSizes.volunteers).extend({
  ...cursorQuery,
  /** Only active (true) or only inactive (false) volunteers. */
  isActive: queryFlag,
  /** Only volunteers who can take a request now: active, not blocked, fewer than the task limit on hand. */
  available: queryFlag,
});
export type ListVolunteersQuery = z.infer<typeof listVolunteersQuery>;

export const listUsersReply = z.object({
  users: z.array(personListItem),
  totalPages: z.number().int(),
  totalUsers: z.number().int(),
  ...pageCursors,
});
export type ListUsersReply = z.infer<typeof listUsersReply>;

export const listVolunteersReply = z.object({
  volunteers: z.array(volunteerListItem),
  totalPages: z.number().int(),
  totalVolunteers: z.number().int(),
  ...pageCursors,
});
export type ListVolunteersReply = z.infer<typeof listVolunteersReply>;

/**
 * The Add User and Add Volunteer form (identical), with the shared field rules and messages. The
 * mobile number signs the person in with a code sent to it; an e-mail address and a password are
 * for those who have them. An admin may give both; a volunteer registering someone at the door
 * gives neither a password (nobody chooses another's) nor, for a user, a role but `user`.
 */
export const createPersonBody = z.object({
  name,
  age,
  gender,
  phone,
  email: leftOutWhenEmpty(email),
  password: leftOutWhenEmpty(password),
  ...addressFields,
  ...guardianFields,
  /** The purposes of the privacy notice the person agreed to, as sign-up takes them (consents/schemas.ts). */
  consents: signUpConsents,
});
export type CreatePersonBody = z.infer<typeof createPersonBody>;
/** What the form holds before validation: every field as typed. */
export type CreatePersonForm = z.input<typeof createPersonBody>;

export const createUserReply = z.object({ ...said, user: publicUser });
export type CreateUserReply = z.infer<typeof createUserReply>;
export const createVolunteerReply = z.object({ ...said, volunteer: publicUser });
export type CreateVolunteerReply = z.infer<typeof createVolunteerReply>;

/** The details pages: the person, their certificates as links that open, and their latest actions. */
export const personDetails = publicUser.extend({
  /** Who registered the person for them, at the office or at the door (their account's `createdAt` says when); null for one who joined themselves. */
  registeredBy: z.object({ _id: z.string(), name: z.string() }).nullable(),
  /** The parent or lawful guardian who agrees for them (DPDP s. 9, Rule 11); null for none. */
  guardian: guardianView.nullable(),
  recentActivity: z.array(activity),
});
export type PersonDetails = z.infer<typeof personDetails>;
export const volunteerDetails = personDetails.extend({ tasks: z.number().int() });
export type VolunteerDetails = z.infer<typeof volunteerDetails>;

export const userDetailsReply = z.object({ user: personDetails, address: address.nullable() });
export type UserDetailsReply = z.infer<typeof userDetailsReply>;
export const volunteerDetailsReply = z.object({ volunteer: volunteerDetails, address: address.nullable() });
export type VolunteerDetailsReply = z.infer<typeof volunteerDetailsReply>;

export const blockActions = ['block', 'unblock'] as const;
export type BlockAction = (typeof blockActions)[number];
export const blockParams = z.object({ id, action: z.enum(blockActions) });
export type BlockParams = z.infer<typeof blockParams>;

/** After a block or unblock: the new state, so the page flips its badge and button without a refetch. */
export const blockReply = z.object({
  ...said,
  _id: z.string(),
  isBlocked: z.boolean(),
  isActive: z.boolean(),
});
export type BlockReply = z.infer<typeof blockReply>;
