import { randomInt } from 'node:crypto';
import { callAs, signInThroughApi } from './api.ts';
import { uniqueName } from './names.ts';
import { demo, everyConsent, uniqueEmail } from './people.ts';

/** Where the journeys' volunteers live, unless one says otherwise. */
export const nagpur = { city: 'Nagpur', state: 'Maharashtra', country: 'India', pincode: '440001' };

/** The password every journey's volunteer signs in with. */
export const volunteerPassword = 'Sahaya@123';

/** The demo admin adds a volunteer of their own living at `home`; without a shared location, requests are searched around it. */
export async function addVolunteer(home: typeof nagpur = nagpur): Promise<{ name: string; email: string }> {
  const admin = await signInThroughApi(demo.admin, demo.password, 'admin');
  const volunteer = { name: uniqueName('Ravi'), email: uniqueEmail('volunteer') };
  await callAs(admin, 'POST', '/api/volunteers', {
    ...volunteer,
    consents: everyConsent,
    password: volunteerPassword,
    fname: volunteer.name.split(' ')[0],
    lname: volunteer.name.split(' ')[1],
    age: 34,
    gender: 'Male',
    phone: `98${randomInt(10_000_000, 99_999_999)}`,
    street: '4 Temple Street',
    ...home,
  });
  return volunteer;
}
