/** Demo people of each role, with addresses and coordinates around Bengaluru. */
import { consentPurposes, PRIVACY_NOTICE_VERSION } from '@sahaya/contract/consents/purposes';
import { consentRecords } from '../../db/schema/consents.ts';
import type { Db } from '../../db/client.ts';
import { addresses, users } from '../../db/schema/people.ts';
import { daysFromNow } from './time.ts';

export const DEMO_PASSWORD = 'Sahaya@123';

/** The logins `npm start` prints. */
export const demoLogins = [
  { role: 'user', name: 'Asha Verma', email: 'user@sahaya.demo' },
  { role: 'volunteer', name: 'Ravi Kumar', email: 'volunteer@sahaya.demo' },
  { role: 'admin', name: 'Sahaya Admin', email: 'admin@sahaya.demo' },
] as const;

type NewUser = typeof users.$inferInsert;
type NewAddress = Omit<typeof addresses.$inferInsert, 'userId'>;

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
  // The demo people shared their location from their device, which is more exact than their PIN code's.
  locationSource: 'device' as const,
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

/** The seeded people as the other features' seeds know them: by key. */
export interface DemoPeople {
  idOf(key: string): string;
  /** The id of a person's primary address, if they have one. */
  addressIdOf(key: string): string | null;
  /** A person's primary address as written. */
  placeOf(key: string): NewAddress;
}

export async function seedPeople(tx: Db, passwordHash: string): Promise<DemoPeople> {
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
  // Every demo person ticked every purpose of the privacy notice when they joined.
  await tx.insert(consentRecords).values(
    created.flatMap(({ id }, i) =>
      consentPurposes.map((purpose) => ({ userId: id, purpose, given: true, noticeVersion: PRIVACY_NOTICE_VERSION, at: daysFromNow(-120 + i * 5) })),
    ),
  );
  // Asha also keeps her daughter's address for requests made from there.
  await tx.insert(addresses).values({
    userId: idOf('asha'),
    fname: 'Kavya',
    lname: 'Verma',
    ...place('88 Sadashivanagar Main Road', 'Bengaluru', 'Karnataka', '560080', 13.0068, 77.5813),
    isPrimary: false,
  });

  return {
    idOf,
    addressIdOf: (key) => addressIds.get(key) ?? null,
    placeOf: (key) => {
      const address = people.find((p) => p.key === key)?.address;
      if (!address) throw new Error(`Demo person ${key} has no address`);
      return address;
    },
  };
}
