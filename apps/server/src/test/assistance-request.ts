/** A volunteer request at a new address of the requester's, for tests of what follows it (chat, outages). */
import type { FastifyInstance } from 'fastify';
import * as assistance from '@sahaya/contract/assistance-requests/endpoints';
import { addresses } from '../db/schema/people.ts';
import { injectAs } from './inject.ts';

/**
 * Creates the request as the requester and, when a volunteer's token is given, has that volunteer
 * take it; answers the request's id. Throws when a step is refused, so a test never goes on with a
 * conversation that does not exist.
 */
export async function openAssistanceRequest(
  app: FastifyInstance,
  requester: { id: string; token: string },
  volunteerToken?: string,
): Promise<string> {
  const [place] = await app.db
    .insert(addresses)
    .values({ userId: requester.id, street: '1 MG Road', city: 'Pune', state: 'Maharashtra', country: 'India', pincode: '411001', isPrimary: true })
    .returning({ id: addresses.id });
  const body = {
    type: 'volunteer',
    volunteerType: 'general',
    priority: 'normal',
    requestedDate: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
    requestedTime: '09:00',
    description: 'Help with shopping',
    addressId: place!.id,
  } as const;
  const created = await injectAs(app, requester.token, assistance.createAssistanceRequest, { body });
  if (created.statusCode !== 201) throw new Error(`The request was not created: ${created.body}`);
  const requestId = created.json().assistanceRequest._id as string;
  if (volunteerToken) {
    const taken = await injectAs(app, volunteerToken, assistance.setAssistanceStatus, { params: { id: requestId }, body: { action: 'approve' } });
    if (taken.statusCode !== 200) throw new Error(`The request was not taken: ${taken.body}`);
  }
  return requestId;
}
