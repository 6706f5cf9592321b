/**
 * The lending library as its tests meet it: an admin with an uploaded picture, people, assets, and
 * requests for periods counted in India's days from today. Each step goes through the real calls.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as endpoints from '@sahaya/contract/assets/endpoints';
import type { AssetBody, AvailabilityDay, DecideAssetRequestBody, HandOverBody } from '@sahaya/contract/assets/schemas';
import { addDays, indiaDayOf } from '@sahaya/contract/calendar-days';
import { uploadImage } from '@sahaya/contract/uploads/endpoints';
import { assets } from '../db/schema/assets.ts';
import { createUser, loginAs } from './factories.ts';
import { multipartBody, PNG } from './files.ts';
import { injectAs } from './inject.ts';

/** The day `offset` days from today in India. */
export const day = (offset: number) => addDays(indiaDayOf(), offset);

/** A name no other test uses, so searches find only this test's assets. */
export const uniqueName = (base: string) => `${base} ${Math.random().toString(36).replace(/[^a-z]/g, '').slice(0, 8)}`;

export interface Person {
  id: string;
  email: string;
  token: string;
}

export async function lendingKit(app: FastifyInstance) {
  const { user } = await createUser(app, { role: 'admin', name: 'Asha Admin' });
  const admin = (await loginAs(app, user)).accessToken;
  const upload = await injectAs(app, admin, uploadImage, { multipart: multipartBody({ filename: 'chair.png', contentType: 'image/png', data: PNG }) });
  if (upload.statusCode !== 200) throw new Error(`The picture was not uploaded: ${upload.body}`);
  const image = upload.json().imageUrl as string;

  const kit = {
    day,
    admin,
    adminUser: user,
    /** A picture the admin uploaded, for asset and category forms. */
    image,

    async person(name = 'Ravi Kumar', phone: string | null = null): Promise<Person> {
      const { user: row } = await createUser(app, { name, phone });
      return { id: row.id, email: row.email, token: (await loginAs(app, row)).accessToken };
    },

    async addAsset(overrides: Partial<AssetBody> = {}) {
      const body: AssetBody = { name: uniqueName('Wheelchair'), category: 'wheelchair', description: 'Steel frame, padded seat.', stocks: 5, image, ...overrides };
      const res = await injectAs(app, admin, endpoints.createAsset, { body });
      if (res.statusCode !== 201) throw new Error(`The asset was not added: ${res.body}`);
      return res.json().asset as { _id: string; shortCode: string; name: string; stocks: number; maxLoanDays: number; depositRupees: number | null };
    },

    /** Asks for `quantity` units from day `from` to day `to` (offsets from today), or with the given body. */
    request: (token: string, assetId: string, body: object) => injectAs(app, token, endpoints.requestAsset, { params: { id: assetId }, body }),

    async requested(token: string, assetId: string, { quantity = 1, from = 1, to = from + 14 }: { quantity?: number; from?: number; to?: number } = {}) {
      const res = await kit.request(token, assetId, { requestedDate: day(from), returnDate: day(to), quantity });
      if (res.statusCode !== 201) throw new Error(`The request was refused: ${res.body}`);
      return res.json().assetRequest._id as string;
    },

    decide: (id: string, body: DecideAssetRequestBody, token = admin) => injectAs(app, token, endpoints.decideAssetRequest, { params: { id }, body }),

    /** A request asked for and approved: a loan. */
    async lent(token: string, assetId: string, period: { quantity?: number; from?: number; to?: number } = {}) {
      const id = await kit.requested(token, assetId, period);
      const res = await kit.decide(id, { status: 'approved' });
      if (res.statusCode !== 200) throw new Error(`The request was not approved: ${res.body}`);
      return id;
    },

    /** A loan handed over: its units are out with the borrower. */
    async out(token: string, assetId: string, period: { quantity?: number; from?: number; to?: number } = {}) {
      const id = await kit.lent(token, assetId, period);
      const res = await kit.handOver(id);
      if (res.statusCode !== 200) throw new Error(`The loan was not handed over: ${res.body}`);
      return id;
    },

    /** Hands the loan's units over, with how its deposit was paid when one is given. */
    handOver: (id: string, body?: HandOverBody) => injectAs(app, admin, endpoints.handOver, { params: { id }, body }),

    async stockOf(id: string) {
      const [row] = await app.db.select({ stocks: assets.stocks, inRepair: assets.inRepair }).from(assets).where(eq(assets.id, id));
      return row!;
    },

    async availability(token: string, assetId: string, from: number, to: number) {
      const res = await injectAs(app, token, endpoints.assetAvailability, { params: { id: assetId }, query: { from: day(from), to: day(to) } });
      if (res.statusCode !== 200) throw new Error(`No availability: ${res.body}`);
      return res.json() as { days: AvailabilityDay[]; loans: { from: string; to: string; quantity: number; isOverdue: boolean }[] };
    },
  };
  return kit;
}
