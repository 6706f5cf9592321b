/**
 * What dispatch says: the volunteer's duty settings and their answers, the notices that tell a
 * volunteer of a request near them or that it was taken, and those that tell the admins of an
 * ambulance or of a request nobody answered.
 */
import { DUTY_RADIUS_MAX_KM, DUTY_RADIUS_MIN_KM } from './limits.ts';

export const dispatchMessages = {
  radiusInvalid: () => `Choose a distance from ${DUTY_RADIUS_MIN_KM} to ${DUTY_RADIUS_MAX_KM} km.`,
  skillsInvalid: () => 'Choose kinds of help from the list.',
  onDutyInvalid: () => 'Say whether you are on duty.',
  placeInvalid: () => 'Choose one of your saved addresses.',
  /** The address chosen to start from is not one of the volunteer's own. */
  placeNotFound: () => 'Choose one of your own saved addresses.',
  placeNotLocated: () => 'This address has no location on the map, so requests near it cannot be found. Choose another, or add its location in your address book.',
  /** Going on duty without a place to start from: none chosen and no located primary address. */
  placeRequired: () => 'To go on duty, choose the address you start from. It needs a location on the map.',
  /** What saving the duty settings did. */
  onDuty: (radiusKm: number) => `You are on duty. Requests for help within ${radiusKm} km of your place will be sent to you.`,
  offDuty: () => 'You are off duty. No requests will be sent to you until you are on duty again.',
  /** What a request asks for, in the notices (the web app has its own words for its pages). */
  kinds: {
    ambulance: () => 'an ambulance',
    medical: () => 'a medical volunteer',
    eldercare: () => 'an eldercare volunteer',
    maintenance: () => 'a maintenance volunteer',
    transportation: () => 'a transportation volunteer',
    general: () => 'a general volunteer',
  },
  notices: {
    /** To a volunteer near a request, in a wave. */
    nearYou: (kind: string, city: string, distanceKm: number) =>
      `Someone in ${city}, ${distanceKm} km from you, needs ${kind}. Open the request to accept or decline it.`,
    /** To the volunteers told of a request that another volunteer has taken. */
    taken: (kind: string, city: string) => `The request for ${kind} in ${city} has been taken by another volunteer. Thank you for being on duty.`,
    /** To the volunteers told of a request its requester cancelled. */
    withdrawn: (kind: string, city: string) => `The request for ${kind} in ${city} was cancelled by the person who asked. You need not go.`,
    /** To every admin, as soon as an ambulance is asked for. */
    ambulance: (requester: string, city: string) =>
      `${requester} has asked for an ambulance in ${city}. Open the request to see their address and phone number.`,
    /** To every admin, when nobody accepted a request in time. */
    unanswered: (requester: string, kind: string, minutes: number) =>
      `Nobody has accepted ${requester}'s request for ${kind} after ${minutes} minutes. Assign a volunteer or call them.`,
    /** To every admin, when every volunteer in reach has been told and none accepted. */
    nobodyLeft: (requester: string, kind: string) =>
      `No volunteer on duty near ${requester} is left to tell about their request for ${kind}. Assign a volunteer or call them.`,
  },
} as const;
