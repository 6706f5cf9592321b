/**
 * Dispatch: a volunteer on duty says where they start from, how far they go and what help they
 * give; a request for help is sent to the nearest of them in waves, and the admins are told when
 * nobody answers. These are the duty settings and what an admin reads of a request's waves.
 */
import { z } from 'zod';
import { said } from '../common.ts';
import { volunteerTypes } from '../constants.ts';
import { messageIds } from '../i18n/message-ids.ts';
import { DUTY_RADIUS_MAX_KM, DUTY_RADIUS_MIN_KM } from './limits.ts';
import { dispatchMessages } from './messages.ts';

export * from './limits.ts';

const m = messageIds('dispatchMessages', dispatchMessages);

/**
 * A volunteer's duty settings. `addressId` is one of their own addresses with a location; `skills`
 * empty means any kind of help. Off duty by default.
 */
export const availability = z.object({
  onDuty: z.boolean({ error: m.onDutyInvalid }),
  radiusKm: z
    .int({ error: m.radiusInvalid })
    .min(DUTY_RADIUS_MIN_KM, m.radiusInvalid)
    .max(DUTY_RADIUS_MAX_KM, m.radiusInvalid),
  addressId: z.uuid({ error: m.placeInvalid }).nullable(),
  skills: z
    .array(z.enum(volunteerTypes, { error: m.skillsInvalid }), { error: m.skillsInvalid })
    .max(volunteerTypes.length, m.skillsInvalid)
    .refine((skills) => new Set(skills).size === skills.length, m.skillsInvalid),
});
export type Availability = z.infer<typeof availability>;

/**
 * PUT: the whole settings. Going on duty without an address takes the primary one, when it has a
 * location; the reply says which.
 */
export const availabilityBody = availability;
export const availabilityReply = availability;
export const saveAvailabilityReply = availability.extend(said);

export const alertResponses = ['pending', 'declined', 'accepted'] as const;

/** One volunteer told of a request: in which wave, when, how far they were, and what they did. */
export const dispatchAlert = z.object({
  volunteerId: z.string(),
  name: z.string(),
  wave: z.number().int(),
  alertedAt: z.string(),
  /** Kilometres from the volunteer's place to the request's, to one decimal. */
  distanceKm: z.number(),
  response: z.enum(alertResponses),
});
export type DispatchAlert = z.infer<typeof dispatchAlert>;

/**
 * Who was told of a request. The requester reads only how many (`told`); admins read every alert,
 * nearest wave first, and when the request was escalated to them.
 */
export const dispatchReply = z.object({
  told: z.number().int(),
  alerts: z.array(dispatchAlert).optional(),
  escalatedAt: z.string().nullable().optional(),
});
export type DispatchReply = z.infer<typeof dispatchReply>;
