/** Demo assistance requests in every state, some assigned, one volunteer at the task limit. */
import type { Db } from '../../db/client.ts';
import { assistanceRequestEvents, assistanceRequests } from '../../db/schema/assistance-requests.ts';
import { users } from '../../db/schema/people.ts';
import type { DemoPeople } from './people.ts';
import { daysFromNow, isoDate } from './time.ts';

/** Seeds the requests and their history; answers the id of a request by its key, for the chats and notifications. */
export async function seedAssistanceRequests(tx: Db, { idOf, addressIdOf, placeOf }: DemoPeople): Promise<(key: string) => string> {
  const where = (key: string) => {
    const a = placeOf(key);
    return { addressId: addressIdOf(key), street: a.street, city: a.city, state: a.state, zipCode: a.pincode, latitude: a.latitude, longitude: a.longitude };
  };

  type Spec = {
    key: string;
    user: string;
    volunteer?: string;
    type: 'volunteer' | 'ambulance';
    volunteerType?: 'medical' | 'eldercare' | 'maintenance' | 'transportation' | 'general';
    priority: 'urgent' | 'normal';
    status: 'pending' | 'approved' | 'rejected' | 'completed';
    inDays: number;
    time: string;
    ageDays: number;
    description: string;
  };
  const specs: Spec[] = [
    { key: 'asha-doctor', user: 'asha', volunteer: 'ravi', type: 'volunteer', volunteerType: 'transportation', priority: 'normal', status: 'approved', inDays: 2, time: '10:30', ageDays: 3, description: 'Need someone to take me to my eye check-up at Narayana Nethralaya and bring me back.' },
    { key: 'asha-groceries', user: 'asha', type: 'volunteer', volunteerType: 'eldercare', priority: 'normal', status: 'pending', inDays: 1, time: '17:00', ageDays: 1, description: 'Help with buying groceries and medicines for the week.' },
    { key: 'asha-fan', user: 'asha', volunteer: 'ravi', type: 'volunteer', volunteerType: 'maintenance', priority: 'normal', status: 'completed', inDays: -12, time: '11:00', ageDays: 14, description: 'Ceiling fan in the bedroom is making a loud noise and wobbling.' },
    { key: 'asha-ambulance', user: 'asha', type: 'ambulance', priority: 'urgent', status: 'rejected', inDays: -25, time: '08:30', ageDays: 26, description: 'Ambulance for a scheduled hospital admission.' },
    { key: 'meera-fall', user: 'meera', type: 'ambulance', priority: 'urgent', status: 'pending', inDays: 0, time: '21:00', ageDays: 0, description: 'My mother slipped in the bathroom and cannot stand up.' },
    { key: 'meera-bp', user: 'meera', volunteer: 'ravi', type: 'volunteer', volunteerType: 'medical', priority: 'normal', status: 'approved', inDays: 1, time: '09:00', ageDays: 2, description: 'Daily blood pressure check for a week after a change of medicine.' },
    { key: 'rahul-move', user: 'rahul', type: 'volunteer', volunteerType: 'general', priority: 'normal', status: 'pending', inDays: 4, time: '15:30', ageDays: 1, description: 'Help my grandfather move his bed to the ground floor.' },
    { key: 'fatima-visit', user: 'fatima', type: 'volunteer', volunteerType: 'eldercare', priority: 'normal', status: 'pending', inDays: 2, time: '16:00', ageDays: 2, description: 'Company for my mother for a few hours while I am at work.' },
    { key: 'gopal-dialysis', user: 'gopal', type: 'volunteer', volunteerType: 'transportation', priority: 'urgent', status: 'pending', inDays: 1, time: '07:30', ageDays: 1, description: 'Transport to the dialysis centre on Tuesday morning.' },
    { key: 'lakshmi-tap', user: 'lakshmi', type: 'volunteer', volunteerType: 'maintenance', priority: 'normal', status: 'pending', inDays: 3, time: '12:00', ageDays: 3, description: 'Kitchen tap leaking; cannot bend down to fix it.' },
    { key: 'lakshmi-ambulance', user: 'lakshmi', type: 'ambulance', priority: 'urgent', status: 'pending', inDays: 0, time: '19:30', ageDays: 0, description: 'Chest pain since the evening.' },
    { key: 'gopal-walk', user: 'gopal', volunteer: 'ravi', type: 'volunteer', volunteerType: 'eldercare', priority: 'normal', status: 'approved', inDays: 0, time: '06:30', ageDays: 4, description: 'Morning walk companion in Sankey Tank park.' },
    { key: 'rahul-pharmacy', user: 'rahul', volunteer: 'ravi', type: 'volunteer', volunteerType: 'general', priority: 'normal', status: 'completed', inDays: -6, time: '18:00', ageDays: 8, description: 'Pick up prescription medicines from the pharmacy.' },
    // Sunita has five tasks on hand: the Assign Volunteer dialog shows her limit reached.
    ...[1, 2, 3, 4, 5].map<Spec>((n) => ({ key: `sunita-${n}`, user: n % 2 ? 'fatima' : 'lakshmi', volunteer: 'sunita', type: 'volunteer', volunteerType: 'eldercare', priority: 'normal', status: 'approved', inDays: n, time: '11:30', ageDays: 5 + n, description: `Weekly home visit ${n} of 5: conversation, light chores and a check on medicines.` })),
    { key: 'imran-insulin', user: 'gopal', volunteer: 'imran', type: 'volunteer', volunteerType: 'medical', priority: 'urgent', status: 'approved', inDays: 0, time: '20:00', ageDays: 1, description: 'Help with insulin injections while the home nurse is away.' },
  ];

  const rows = await tx
    .insert(assistanceRequests)
    .values(
      specs.map((s) => ({
        userId: idOf(s.user),
        volunteerId: s.volunteer ? idOf(s.volunteer) : null,
        type: s.type,
        volunteerType: s.type === 'volunteer' ? (s.volunteerType ?? 'general') : null,
        priority: s.priority,
        status: s.status,
        requestedDate: isoDate(daysFromNow(s.inDays)),
        requestedTime: s.time,
        description: s.description,
        ...where(s.user),
        assignedAt: s.volunteer ? daysFromNow(-s.ageDays + 0.5) : null,
        completedAt: s.status === 'completed' ? daysFromNow(s.inDays) : null,
        createdAt: daysFromNow(-s.ageDays, 9),
      })),
    )
    .returning({ id: assistanceRequests.id });
  const requestId = (key: string) => {
    const index = specs.findIndex((s) => s.key === key);
    const row = rows[index];
    if (!row) throw new Error(`Unknown demo request ${key}`);
    return row.id;
  };

  // History entries name their volunteer; they are kept as codes and names, as the service keeps them.
  const nameOf = new Map((await tx.select({ id: users.id, name: users.name }).from(users)).map((u) => [u.id, u.name]));
  const volunteerName = (s: Spec) => (s.volunteer ? (nameOf.get(idOf(s.volunteer)) ?? '') : '');
  const decided = (s: Spec) =>
    s.status === 'approved'
      ? { code: 'accepted' as const, params: [volunteerName(s)] }
      : s.status === 'completed'
        ? { code: 'completed' as const, params: [volunteerName(s)] }
        : { code: 'rejected' as const, params: [] };
  await tx.insert(assistanceRequestEvents).values(
    specs.flatMap((s, i) => {
      const id = rows[i]?.id as string;
      const events: (typeof assistanceRequestEvents.$inferInsert)[] = [
        { requestId: id, actorId: idOf(s.user), action: 'created', code: 'submitted', params: [], createdAt: daysFromNow(-s.ageDays, 9) },
      ];
      if (s.status !== 'pending') {
        events.push({ requestId: id, actorId: s.volunteer ? idOf(s.volunteer) : null, action: s.status, ...decided(s), createdAt: daysFromNow(-s.ageDays + 0.5) });
      }
      return events;
    }),
  );
  return requestId;
}
