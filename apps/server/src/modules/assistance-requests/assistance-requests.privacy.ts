/**
 * What a volunteer may read of a requester (docs/security.md, "Privacy: what each role sees of a
 * person"). A volunteer reads the requester's full name, phone, e-mail and street only while the
 * request is theirs: accepted by them or assigned to them and not yet completed or closed. Before
 * that (the Nearby list) and after it, they read the first name and the town. With a calling
 * gateway neither party reads the other's number at all: they call through it.
 */
import type { VolunteerAssistanceRequest } from '@sahaya/contract/assistance-requests/schemas';
import { openRequestStatuses } from '@sahaya/contract/constants';
import type { PersonContact } from '../../db/person-names.ts';

/** The first word of a name: what a volunteer who does not hold the request may call the person. */
export const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? '';

interface Readable {
  status: string;
  volunteer: PersonContact | null;
  user: PersonContact;
  address: { street: string; city: string; state: string; zipCode: string };
}

/** Whether this volunteer holds the request now (it is theirs and open), and so may reach its requester. */
export const holds = (request: Pick<Readable, 'status' | 'volunteer'>, volunteerId: string) =>
  request.volunteer?._id === volunteerId && (openRequestStatuses as readonly string[]).includes(request.status);

/** A party of a request without their number, unless they are the reader. */
function withoutOthersPhone<P>(person: P, readerId: string): P {
  if (person === null || typeof person !== 'object' || !('phone' in person)) return person;
  return (person as { _id?: unknown })._id === readerId ? person : { ...person, phone: null };
}

/**
 * The request without the other party's number: with a calling gateway (EXOTEL_*) its requester
 * and its volunteer ring each other through the organisation's number, so neither ever reads the
 * other's. The reader's own number stays.
 */
export function withoutOthersPhones<R extends { user: unknown; volunteer: unknown }>(request: R, readerId: string): R {
  return { ...request, user: withoutOthersPhone(request.user, readerId), volunteer: withoutOthersPhone(request.volunteer, readerId) };
}

/** The request as the given volunteer may read it: whole while they hold it, else without the requester's contact and street. */
export function asSeenByVolunteer<R extends Readable>(request: R, volunteerId: string): Omit<R, 'user' | 'address'> & Pick<VolunteerAssistanceRequest, 'user' | 'address'> {
  if (holds(request, volunteerId)) return request;
  const { user, address } = request;
  return {
    ...request,
    user: { _id: user._id, name: firstName(user.name), profilePicture: null },
    address: { city: address.city, state: address.state },
  };
}
