/**
 * Demo data, so every page has something real to show: people of each role with addresses and
 * coordinates (around Bengaluru), assets of the three categories, and asset requests, assistance
 * requests, chats, notifications, donations and meetings in every state. All dates are relative
 * to now, so "upcoming" stays upcoming whenever the data is created.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import {
  addresses,
  assetRequests,
  assets,
  assistanceRequestEvents,
  assistanceRequests,
  chatMessages,
  donations,
  meetingParticipants,
  meetings,
  notifications,
  users,
} from './schema.ts';
import { hashPassword } from '../lib/password.ts';

export const DEMO_PASSWORD = 'Sahaya@123';

/** The logins `npm start` prints. */
export const demoLogins = [
  { role: 'user', name: 'Asha Verma', email: 'user@sahaya.demo' },
  { role: 'volunteer', name: 'Ravi Kumar', email: 'volunteer@sahaya.demo' },
  { role: 'admin', name: 'Sahaya Admin', email: 'admin@sahaya.demo' },
] as const;

type NewUser = typeof users.$inferInsert;
type NewAddress = Omit<typeof addresses.$inferInsert, 'userId'>;

const DAY = 24 * 60 * 60 * 1000;
const daysFromNow = (days: number, hour = 10) => {
  const d = new Date(Date.now() + days * DAY);
  d.setUTCHours(hour, 0, 0, 0);
  return d;
};
const isoDate = (d: Date) => d.toISOString().slice(0, 10);

interface DemoPerson {
  key: string;
  user: Omit<NewUser, 'passwordHash'>;
  address?: NewAddress;
}

const place = (street: string, city: string, state: string, pincode: string, latitude: number, longitude: number) => ({
  street,
  city,
  state,
  country: 'India',
  pincode,
  latitude,
  longitude,
  isPrimary: true,
});

const people: DemoPerson[] = [
  {
    key: 'asha',
    user: { name: 'Asha Verma', email: 'user@sahaya.demo', role: 'user', age: 67, gender: 'Female', phone: '9876543210' },
    address: { fname: 'Asha', lname: 'Verma', ...place('12 MG Road', 'Bengaluru', 'Karnataka', '560001', 12.9756, 77.6067) },
  },
  {
    key: 'meera',
    user: { name: 'Meera Nair', email: 'meera.nair@sahaya.demo', role: 'user', age: 72, gender: 'Female', phone: '9845012345' },
    address: { fname: 'Meera', lname: 'Nair', ...place('45 Indiranagar 100 Feet Road', 'Bengaluru', 'Karnataka', '560038', 12.9719, 77.6412) },
  },
  {
    key: 'rahul',
    user: { name: 'Rahul Sharma', email: 'rahul.sharma@sahaya.demo', role: 'user', age: 34, gender: 'Male', phone: '9900112233' },
    address: { fname: 'Rahul', lname: 'Sharma', ...place('8 Koramangala 5th Block', 'Bengaluru', 'Karnataka', '560095', 12.9352, 77.6245) },
  },
  {
    key: 'fatima',
    user: { name: 'Fatima Sheikh', email: 'fatima.sheikh@sahaya.demo', role: 'user', age: 58, gender: 'Female', phone: '9812345678' },
    address: { fname: 'Fatima', lname: 'Sheikh', ...place('21 Jayanagar 4th Block', 'Bengaluru', 'Karnataka', '560011', 12.925, 77.5938) },
  },
  {
    key: 'gopal',
    user: { name: 'Gopal Rao', email: 'gopal.rao@sahaya.demo', role: 'user', age: 81, gender: 'Male', phone: '9740098765' },
    address: { fname: 'Gopal', lname: 'Rao', ...place('3 Malleshwaram 8th Cross', 'Bengaluru', 'Karnataka', '560003', 13.0035, 77.5709) },
  },
  {
    key: 'lakshmi',
    user: { name: 'Lakshmi Iyer', email: 'lakshmi.iyer@sahaya.demo', role: 'user', age: 76, gender: 'Female', phone: '9686012345' },
    address: { fname: 'Lakshmi', lname: 'Iyer', ...place('17 Basavanagudi Bull Temple Road', 'Bengaluru', 'Karnataka', '560004', 12.9416, 77.5731) },
  },
  // A profile left incomplete, so the "complete your profile" banner has someone to show it to.
  { key: 'arjun', user: { name: 'Arjun Das', email: 'arjun.das@sahaya.demo', role: 'user' } },
  {
    key: 'kiran',
    user: { name: 'Kiran Patil', email: 'kiran.patil@sahaya.demo', role: 'user', age: 45, gender: 'Male', phone: '9591234567', isBlocked: true, isActive: false },
    address: { fname: 'Kiran', lname: 'Patil', ...place('9 Whitefield Main Road', 'Bengaluru', 'Karnataka', '560066', 12.9698, 77.75) },
  },
  {
    key: 'ravi',
    user: { name: 'Ravi Kumar', email: 'volunteer@sahaya.demo', role: 'volunteer', age: 29, gender: 'Male', phone: '9123456780', volunteerType: 'general' },
    address: { fname: 'Ravi', lname: 'Kumar', ...place('5 Richmond Road', 'Bengaluru', 'Karnataka', '560025', 12.9655, 77.6006) },
  },
  {
    key: 'sunita',
    user: { name: 'Sunita Devi', email: 'sunita.devi@sahaya.demo', role: 'volunteer', age: 41, gender: 'Female', phone: '9234567801', volunteerType: 'eldercare' },
    address: { fname: 'Sunita', lname: 'Devi', ...place('14 HSR Layout Sector 2', 'Bengaluru', 'Karnataka', '560102', 12.9121, 77.6446) },
  },
  {
    key: 'imran',
    user: { name: 'Imran Khan', email: 'imran.khan@sahaya.demo', role: 'volunteer', age: 36, gender: 'Male', phone: '9345678012', volunteerType: 'medical' },
    address: { fname: 'Imran', lname: 'Khan', ...place('22 Frazer Town', 'Bengaluru', 'Karnataka', '560005', 12.9976, 77.6148) },
  },
  {
    key: 'priya',
    user: { name: 'Priya Menon', email: 'priya.menon@sahaya.demo', role: 'volunteer', age: 27, gender: 'Female', phone: '9456780123', volunteerType: 'transportation' },
    address: { fname: 'Priya', lname: 'Menon', ...place('31 BTM Layout 2nd Stage', 'Bengaluru', 'Karnataka', '560076', 12.9166, 77.6101) },
  },
  {
    key: 'joseph',
    user: { name: 'Joseph Dsouza', email: 'joseph.dsouza@sahaya.demo', role: 'volunteer', age: 52, gender: 'Male', phone: '9567801234', volunteerType: 'maintenance' },
    address: { fname: 'Joseph', lname: 'Dsouza', ...place('6 Yelahanka New Town', 'Bengaluru', 'Karnataka', '560064', 13.1007, 77.5963) },
  },
  {
    key: 'neha',
    user: { name: 'Neha Gupta', email: 'neha.gupta@sahaya.demo', role: 'volunteer', age: 31, gender: 'Female', phone: '9678012345', volunteerType: 'general' },
    address: { fname: 'Neha', lname: 'Gupta', ...place('40 Banashankari 3rd Stage', 'Bengaluru', 'Karnataka', '560085', 12.9255, 77.5468) },
  },
  {
    key: 'vikram',
    user: { name: 'Vikram Singh', email: 'vikram.singh@sahaya.demo', role: 'volunteer', age: 38, gender: 'Male', phone: '9789012345', volunteerType: 'medical', isBlocked: true, isActive: false },
    address: { fname: 'Vikram', lname: 'Singh', ...place('11 Hebbal Kempapura', 'Bengaluru', 'Karnataka', '560024', 13.0358, 77.597) },
  },
  { key: 'admin', user: { name: 'Sahaya Admin', email: 'admin@sahaya.demo', role: 'admin', phone: '9000000001' } },
];

const demoAssets: (typeof assets.$inferInsert)[] = [
  { name: 'Standard Wheelchair', category: 'wheelchair', stocks: 12, description: 'Sturdy steel-frame wheelchair with padded seat, swing-away footrests and puncture-proof tyres. Suits daily indoor and outdoor use.' },
  { name: 'Folding Wheelchair', category: 'wheelchair', stocks: 4, description: 'Lightweight aluminium wheelchair that folds flat for car boots and auto-rickshaws. Weighs 12 kg.' },
  { name: 'Transit Wheelchair', category: 'wheelchair', stocks: 2, description: 'Compact attendant-pushed chair with hand brakes for the helper, ideal for hospital visits.' },
  { name: 'Reclining Wheelchair', category: 'wheelchair', stocks: 0, description: 'Wheelchair with a high reclining back and elevating leg rests for people who need to rest during the day.' },
  { name: 'Alternating Air Mattress', category: 'airbed', stocks: 6, description: 'Pressure-relief air mattress with a quiet pump that alternates cells to help prevent bed sores.' },
  { name: 'Bubble Air Mattress', category: 'airbed', stocks: 1, description: 'Bubble-cell overlay for an ordinary bed; easy to clean and suitable for home care after surgery.' },
  { name: 'Tubular Air Bed', category: 'airbed', stocks: 3, description: 'Tubular-cell airbed for long-term bed rest, with a low-pressure alarm on the pump.' },
  { name: 'Adjustable Walking Stick', category: 'walkingStick', stocks: 20, description: 'Aluminium walking stick adjustable in ten steps, with a soft grip handle and rubber tip.' },
  { name: 'Quad Base Walking Cane', category: 'walkingStick', stocks: 5, description: 'Four-legged base that stands on its own and gives extra stability on uneven floors.' },
  { name: 'Folding Walking Stick', category: 'walkingStick', stocks: 0, description: 'Folds into four parts to fit in a bag; comes with a wrist strap.' },
];

/** True when the database holds no people yet: demo data goes only into an empty database. */
export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return (row?.n ?? 0) === 0;
}

export async function hasDemoData(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'user@sahaya.demo'));
  return Boolean(row);
}

/** Fills an empty database with the demo data in one transaction: it is all there or none of it is. */
export async function seedDemoData(db: Db): Promise<void> {
  // One hash for everybody: hashing is slow on purpose and they all share the demo password.
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  await db.transaction(async (tx) => {
    const ids = new Map<string, string>();
    const addressIds = new Map<string, string>();
    const created = await tx
      .insert(users)
      .values(
        people.map((p, i) => ({
          isVerified: true,
          ...p.user,
          passwordHash,
          // Staggered join dates give the admin lists a meaningful order.
          createdAt: daysFromNow(-120 + i * 5),
        })),
      )
      .returning({ id: users.id, email: users.email });
    for (const person of people) {
      const row = created.find((c) => c.email === person.user.email);
      if (row) ids.set(person.key, row.id);
    }
    const idOf = (key: string) => {
      const value = ids.get(key);
      if (!value) throw new Error(`Unknown demo person ${key}`);
      return value;
    };

    const withAddress = people.filter((p) => p.address);
    const addressRows = await tx
      .insert(addresses)
      .values(withAddress.map((p) => ({ ...(p.address as NewAddress), userId: idOf(p.key) })))
      .returning({ id: addresses.id, userId: addresses.userId });
    for (const person of withAddress) {
      const row = addressRows.find((a) => a.userId === idOf(person.key));
      if (row) addressIds.set(person.key, row.id);
    }
    // Asha also keeps her daughter's address for requests made from there.
    await tx.insert(addresses).values({
      userId: idOf('asha'),
      fname: 'Kavya',
      lname: 'Verma',
      ...place('88 Sadashivanagar Main Road', 'Bengaluru', 'Karnataka', '560080', 13.0068, 77.5813),
      isPrimary: false,
    });

    const assetRows = await tx
      .insert(assets)
      .values(demoAssets.map((a, i) => ({ ...a, createdAt: daysFromNow(-90 + i * 3) })))
      .returning({ id: assets.id, name: assets.name });
    const assetId = (name: string) => {
      const row = assetRows.find((a) => a.name === name);
      if (!row) throw new Error(`Unknown demo asset ${name}`);
      return row.id;
    };

    await tx.insert(assetRequests).values([
      { userId: idOf('asha'), assetId: assetId('Standard Wheelchair'), quantity: 1, requestedDate: isoDate(daysFromNow(3)), status: 'pending', priority: 'high', reason: 'Knee surgery next week; need a wheelchair for the recovery.', createdAt: daysFromNow(-1) },
      { userId: idOf('asha'), assetId: assetId('Adjustable Walking Stick'), quantity: 1, requestedDate: isoDate(daysFromNow(-20)), status: 'approved', priority: 'medium', reason: 'For morning walks.', comment: 'Please collect it from Main Storage.', decidedAt: daysFromNow(-19), createdAt: daysFromNow(-21) },
      { userId: idOf('asha'), assetId: assetId('Alternating Air Mattress'), quantity: 2, requestedDate: isoDate(daysFromNow(-40)), status: 'completed', priority: 'high', reason: 'For my husband, who is bedridden.', comment: 'Returned in good condition. Thank you!', decidedAt: daysFromNow(-39), createdAt: daysFromNow(-41) },
      { userId: idOf('asha'), assetId: assetId('Reclining Wheelchair'), quantity: 1, requestedDate: isoDate(daysFromNow(-10)), status: 'rejected', priority: 'low', reason: 'Would like a chair to rest in.', comment: 'None in stock at the moment, sorry.', decidedAt: daysFromNow(-9), createdAt: daysFromNow(-11) },
      { userId: idOf('asha'), assetId: assetId('Quad Base Walking Cane'), quantity: 1, requestedDate: isoDate(daysFromNow(5)), status: 'pending', priority: 'low', reason: 'A steadier cane for the stairs.', createdAt: daysFromNow(-2) },
      { userId: idOf('meera'), assetId: assetId('Bubble Air Mattress'), quantity: 1, requestedDate: isoDate(daysFromNow(2)), status: 'pending', priority: 'high', reason: 'Bed sores starting after a fall.', createdAt: daysFromNow(-3) },
      { userId: idOf('rahul'), assetId: assetId('Folding Wheelchair'), quantity: 2, requestedDate: isoDate(daysFromNow(7)), status: 'pending', priority: 'medium', reason: 'Family trip with both grandparents.', createdAt: daysFromNow(-4) },
      { userId: idOf('gopal'), assetId: assetId('Transit Wheelchair'), quantity: 1, requestedDate: isoDate(daysFromNow(-15)), status: 'approved', priority: 'high', reason: 'Weekly dialysis visits.', comment: 'Approved for one month.', decidedAt: daysFromNow(-14), createdAt: daysFromNow(-16) },
      { userId: idOf('lakshmi'), assetId: assetId('Adjustable Walking Stick'), quantity: 1, requestedDate: isoDate(daysFromNow(-30)), status: 'completed', priority: 'low', reason: 'Hip pain.', decidedAt: daysFromNow(-29), createdAt: daysFromNow(-31) },
      { userId: idOf('fatima'), assetId: assetId('Tubular Air Bed'), quantity: 1, requestedDate: isoDate(daysFromNow(-5)), status: 'rejected', priority: 'medium', reason: 'Home care for my mother.', comment: 'Please send a doctor’s note and ask again.', decidedAt: daysFromNow(-4), createdAt: daysFromNow(-6) },
    ]);

    await seedAssistance(tx, idOf, (key) => addressIds.get(key) ?? null);
    await seedDonations(tx, idOf);
    await seedMeetings(tx, idOf);
  });
}

type IdOf = (key: string) => string;

async function seedAssistance(tx: Db, idOf: IdOf, addressOf: (key: string) => string | null) {
  const where = (key: string) => {
    const person = people.find((p) => p.key === key);
    const a = person?.address;
    if (!a) throw new Error(`Demo person ${key} has no address`);
    return { addressId: addressOf(key), street: a.street, city: a.city, state: a.state, zipCode: a.pincode, latitude: a.latitude, longitude: a.longitude };
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

  const statusText = { approved: 'Request approved', rejected: 'Request rejected', completed: 'Request completed' } as const;
  await tx.insert(assistanceRequestEvents).values(
    specs.flatMap((s, i) => {
      const id = rows[i]?.id as string;
      const events: (typeof assistanceRequestEvents.$inferInsert)[] = [
        { requestId: id, actorId: idOf(s.user), action: 'created', details: 'Assistance request submitted', createdAt: daysFromNow(-s.ageDays, 9) },
      ];
      if (s.status !== 'pending') {
        events.push({ requestId: id, actorId: s.volunteer ? idOf(s.volunteer) : null, action: s.status, details: statusText[s.status], createdAt: daysFromNow(-s.ageDays + 0.5) });
      }
      return events;
    }),
  );

  const chat = (id: string, from: string, to: string, fromType: 'users' | 'volunteers', minutesAgo: number, content: string, read: boolean) => ({
    requestId: id,
    senderId: idOf(from),
    receiverId: idOf(to),
    senderType: fromType,
    receiverType: fromType === 'users' ? ('volunteers' as const) : ('users' as const),
    content,
    read,
    readAt: read ? new Date(Date.now() - (minutesAgo - 1) * 60_000) : null,
    createdAt: new Date(Date.now() - minutesAgo * 60_000),
  });
  const doctor = requestId('asha-doctor');
  const bp = requestId('meera-bp');
  await tx.insert(chatMessages).values([
    chat(doctor, 'ravi', 'asha', 'volunteers', 300, 'Namaste Asha ji, I am Ravi. I will pick you up for the eye check-up.', true),
    chat(doctor, 'asha', 'ravi', 'users', 290, 'Thank you, Ravi. The appointment is at 11. Can you come by 10:30?', true),
    chat(doctor, 'ravi', 'asha', 'volunteers', 280, 'Yes, 10:30 at your gate. I will bring a folding wheelchair in case the queue is long.', true),
    chat(doctor, 'asha', 'ravi', 'users', 60, 'Please also remind me to carry my old prescription.', true),
    chat(doctor, 'ravi', 'asha', 'volunteers', 15, 'Noted! See you on the day.', false),
    chat(bp, 'ravi', 'meera', 'volunteers', 120, 'Good morning! I will come at 9 every day this week for the BP check.', true),
    chat(bp, 'meera', 'ravi', 'users', 100, 'Thank you so much. The gate code is 2468.', false),
  ]);

  await tx.insert(notifications).values([
    { userId: idOf('asha'), type: 'message', requestId: doctor, content: 'Ravi Kumar: Noted! See you on the day.', createdAt: new Date(Date.now() - 15 * 60_000) },
    { userId: idOf('asha'), type: 'system', content: 'Your request "Eye check-up transport" was accepted by Ravi Kumar.', requestId: doctor, createdAt: daysFromNow(-2.5) },
    { userId: idOf('asha'), type: 'system', content: 'You are invited to the meeting "Monthly community check-in".', createdAt: daysFromNow(-1) },
    { userId: idOf('asha'), type: 'system', content: 'Your asset request for Adjustable Walking Stick was approved.', read: true, createdAt: daysFromNow(-19) },
    { userId: idOf('asha'), type: 'system', content: 'Thank you for your donation of ₹500 to the health campaign.', read: true, createdAt: daysFromNow(-7) },
    { userId: idOf('ravi'), type: 'message', requestId: bp, content: 'Meera Nair: Thank you so much. The gate code is 2468.', createdAt: new Date(Date.now() - 100 * 60_000) },
    { userId: idOf('ravi'), type: 'system', content: 'You are invited to the meeting "Volunteer training: safe lifting".', createdAt: daysFromNow(-1) },
    { userId: idOf('ravi'), type: 'system', content: 'A new urgent request was posted near you.', read: true, createdAt: daysFromNow(-3) },
  ]);
}

async function seedDonations(tx: Db, idOf: IdOf) {
  type Spec = [user: string | null, amount: number, campaign: 'general' | 'education' | 'health' | 'food' | 'shelter', status: 'completed' | 'pending' | 'failed', daysAgo: number, message: string | null, anonymous?: boolean];
  const specs: Spec[] = [
    ['asha', 500, 'health', 'completed', 7, 'For the air mattress fund.'],
    ['asha', 100, 'food', 'completed', 20, null],
    ['asha', 1000, 'education', 'completed', 45, 'For the children’s evening classes.'],
    ['asha', 250, 'general', 'pending', 0, null],
    ['asha', 50, 'shelter', 'failed', 3, null],
    ['meera', 2000, 'health', 'completed', 2, 'In memory of my father.'],
    ['rahul', 500, 'general', 'completed', 5, null, true],
    ['fatima', 150, 'food', 'completed', 9, 'Keep up the good work!'],
    ['gopal', 10000, 'shelter', 'completed', 12, 'For the night shelter roof repair.'],
    ['lakshmi', 750, 'education', 'completed', 16, null],
    ['rahul', 300, 'health', 'failed', 18, null],
    [null, 5000, 'general', 'completed', 25, 'From a well-wisher.', true],
    ['ravi', 200, 'food', 'completed', 30, null],
  ];
  await tx.insert(donations).values(
    specs.map(([user, amount, campaign, status, daysAgo, message, anonymous], i) => {
      const serial = String(i + 1).padStart(4, '0');
      return {
        userId: user ? idOf(user) : null,
        amount,
        campaign,
        status,
        message,
        isAnonymous: anonymous ?? false,
        checkoutSessionId: `demo_cs_${serial}`,
        stripePaymentId: status === 'completed' ? `demo_pi_${serial}` : null,
        completedAt: status === 'completed' ? daysFromNow(-daysAgo) : null,
        createdAt: daysFromNow(-daysAgo),
      };
    }),
  );
}

async function seedMeetings(tx: Db, idOf: IdOf) {
  const specs = [
    { title: 'Monthly community check-in', days: 3, hour: 11, status: 'scheduled', with: ['asha', 'meera', 'gopal', 'ravi', 'sunita'] },
    { title: 'Volunteer training: safe lifting', days: 1, hour: 15, status: 'scheduled', with: ['ravi', 'sunita', 'imran', 'priya', 'joseph', 'neha'] },
    { title: 'Donor thank-you call', days: -0.02, hour: undefined, status: 'scheduled', with: ['asha', 'meera', 'gopal'] },
    { title: 'Wheelchair fitting help desk', days: 0, hour: undefined, status: 'active', with: ['asha', 'rahul', 'ravi'] },
    { title: 'Health camp planning', days: -6, hour: 10, status: 'completed', with: ['asha', 'ravi', 'imran', 'lakshmi'] },
    { title: 'Festival food drive', days: -2, hour: 16, status: 'cancelled', with: ['fatima', 'neha', 'priya'] },
    { title: 'New volunteers orientation', days: 8, hour: 10, status: 'scheduled', with: ['priya', 'neha', 'joseph'] },
  ] as const;
  const rows = await tx
    .insert(meetings)
    .values(
      specs.map((m) => {
        const scheduledTime = m.hour === undefined ? new Date(Date.now() + m.days * DAY - 10 * 60_000) : daysFromNow(m.days, m.hour);
        return {
          adminId: idOf('admin'),
          title: m.title,
          scheduledTime,
          status: m.status,
          startedAt: m.status === 'active' || m.status === 'completed' ? scheduledTime : null,
          endedAt: m.status === 'completed' ? new Date(scheduledTime.getTime() + 60 * 60_000) : null,
          createdAt: daysFromNow(Math.min(m.days, 0) - 5),
        };
      }),
    )
    .returning({ id: meetings.id });
  await tx.insert(meetingParticipants).values(
    specs.flatMap((m, i) => m.with.map((key) => ({ meetingId: rows[i]?.id as string, userId: idOf(key) }))),
  );
}
