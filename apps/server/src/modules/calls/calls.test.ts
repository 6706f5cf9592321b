import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as assistance from '@sahaya/contract/assistance-requests/endpoints';
import { assistanceMessages } from '@sahaya/contract/assistance-requests/messages';
import { placeCall } from '@sahaya/contract/calls/endpoints';
import { callMessages } from '@sahaya/contract/calls/messages';
import { errorMessage, type FixedErrorCode } from '@sahaya/contract/error-codes';
import { authMessages } from '@sahaya/contract/messages';
import { listNotifications } from '@sahaya/contract/notifications/endpoints';
import { getPublicConfig } from '@sahaya/contract/system/endpoints';
import { ConfigError } from '../../config.ts';
import { openAssistanceRequest } from '../../test/assistance-request.ts';
import { buildTestApp, testConfig } from '../../test/build-test-app.ts';
import { startExotelStandIn, type ExotelStandIn } from '../../test/exotel-stand-in.ts';
import { signedIn } from '../../test/factories.ts';
import { injectAs } from '../../test/inject.ts';
import { callLimits, CALLS_PER_DAY } from './calls.routes.ts';
import { MINUTE_MS } from '../../lib/durations.ts';

const EXOTEL = { sid: 'sahaya1', apiKey: 'exotel-api-key', apiToken: 'exotel-api-token', callerId: '08047112233' };

let exotel: ExotelStandIn;
/** Calls go through Exotel, with the rate limits on, as in production. */
let app: FastifyInstance;
let close: () => Promise<void>;
/** No Exotel: the parties read each other's numbers, as before calls. */
let plain: FastifyInstance;
let closePlain: () => Promise<void>;

/** The settings of an app that calls through the stand-in. */
const throughExotel = () => ({
  EXOTEL_SID: EXOTEL.sid,
  EXOTEL_API_KEY: EXOTEL.apiKey,
  EXOTEL_API_TOKEN: EXOTEL.apiToken,
  EXOTEL_CALLER_ID: EXOTEL.callerId,
  EXOTEL_API_URL: exotel.url,
});

beforeAll(async () => {
  exotel = await startExotelStandIn(EXOTEL);
  ({ app, close } = await buildTestApp({ env: throughExotel() }));
  ({ app: plain, close: closePlain } = await buildTestApp({ rateLimit: false }));
});
afterAll(async () => {
  await close?.();
  await closePlain?.();
  await exotel?.close();
});

/** A person of `role` with the phone number as they typed it (or none). */
async function person(on: FastifyInstance, role: 'user' | 'volunteer' | 'admin', phone: string | null, name = 'Test Person') {
  const { user, token } = await signedIn(on, role, { phone, name });
  return { id: user.id, token };
}
type Person = Awaited<ReturnType<typeof person>>;

/** A requester and a volunteer who accepted their request, each with a phone. */
async function acceptedRequest(on = app, phones: { requester?: string | null; volunteer?: string | null } = {}) {
  const requester = await person(on, 'user', phones.requester === undefined ? '098765 43210' : phones.requester, 'Asha Verma');
  const volunteer = await person(on, 'volunteer', phones.volunteer === undefined ? '+91 91234 56789' : phones.volunteer, 'Ravi Kumar');
  const requestId = await openAssistanceRequest(on, requester, volunteer.token);
  return { requester, volunteer, requestId };
}

const call = (who: Person | null, requestId: string, on = app, headers: Record<string, string> = {}) =>
  injectAs(on, who?.token ?? null, placeCall, { params: { id: requestId } }, { headers });

/** The reply is the refusal of `code`, with its status and words. */
const refusal = (res: { statusCode: number; json(): unknown }, status: number, code: FixedErrorCode) => {
  expect(res.statusCode, JSON.stringify(res.json())).toBe(status);
  expect(res.json()).toEqual({ message: errorMessage(code), code });
};

describe('POST /api/assistanceRequests/:id/call', () => {
  it('has Exotel ring the requester, then the volunteer, from the ExoPhone, and answers 202 with the call’s Sid', async () => {
    const { requester, requestId } = await acceptedRequest();
    const before = exotel.calls.length;
    const res = await call(requester, requestId);
    expect(res.statusCode, res.body).toBe(202);
    const placed = exotel.calls.slice(before);
    expect(placed).toHaveLength(1);
    expect(placed[0]).toMatchObject({
      from: '+919876543210',
      to: '+919123456789',
      callerId: EXOTEL.callerId,
      credentials: { user: EXOTEL.apiKey, password: EXOTEL.apiToken },
      format: 'json',
    });
    expect(placed[0]?.form).toEqual({ From: '+919876543210', To: '+919123456789', CallerId: EXOTEL.callerId, CallType: 'trans' });
    expect(res.json()).toEqual({ message: callMessages.placed(), code: 'CALL_PLACED', callSid: placed[0]?.sid });
  });

  it('rings the volunteer first when the volunteer calls, and says so in the reader’s language', async () => {
    const { volunteer, requestId } = await acceptedRequest();
    const before = exotel.calls.length;
    const res = await call(volunteer, requestId, app, { 'accept-language': 'hi' });
    expect(res.statusCode, res.body).toBe(202);
    expect(exotel.calls.slice(before).map(({ from, to }) => ({ from, to }))).toEqual([{ from: '+919123456789', to: '+919876543210' }]);
    expect(res.json()).toMatchObject({ code: 'CALL_PLACED', message: 'आपका फ़ोन अभी बजेगा। उसे उठाइए, हम आपको जोड़ देंगे।' });
  });

  it('does not exist for anybody but the request’s two parties, and refuses admins at the door', async () => {
    const { requestId } = await acceptedRequest();
    const before = exotel.calls.length;
    refusal(await call(await person(app, 'user', '9000000001'), requestId), 404, 'ASSISTANCE_REQUEST_NOT_FOUND');
    refusal(await call(await person(app, 'volunteer', '9000000002'), requestId), 404, 'ASSISTANCE_REQUEST_NOT_FOUND');
    refusal(await call(await person(app, 'user', '9000000003'), '3f1c1e0e-8d0a-4c6e-9a43-2d3a4b5c6d7e'), 404, 'ASSISTANCE_REQUEST_NOT_FOUND');
    const admin = await person(app, 'admin', '9000000004');
    expect((await call(admin, requestId)).json()).toEqual({ message: authMessages.forbidden(), code: 'FORBIDDEN' });
    expect(exotel.calls.length).toBe(before);
  });

  it('answers 401 to nobody signed in, before reading what was sent', async () => {
    const { requestId } = await acceptedRequest();
    const res = await app.inject({
      method: 'POST',
      url: `/api/assistanceRequests/${requestId}/call`,
      payload: '{"not json',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: authMessages.unauthorized(), code: 'UNAUTHENTICATED' });
  });

  it('places a call only while the request is accepted and not completed', async () => {
    const requester = await person(app, 'user', '9876500011');
    const waiting = await openAssistanceRequest(app, requester);
    refusal(await call(requester, waiting), 409, 'CALL_NOT_OPEN');

    const { volunteer, requestId } = await acceptedRequest();
    const done = await injectAs(app, volunteer.token, assistance.setAssistanceStatus, { params: { id: requestId }, body: { action: 'complete' } });
    expect(done.statusCode, done.body).toBe(200);
    refusal(await call(volunteer, requestId), 409, 'CALL_NOT_OPEN');
  });

  it('needs a number to ring on each side', async () => {
    const withoutMine = await acceptedRequest(app, { requester: null });
    refusal(await call(withoutMine.requester, withoutMine.requestId), 409, 'CALL_NEEDS_YOUR_PHONE');
    const notIndian = await acceptedRequest(app, { volunteer: '+1 415 555 2671' });
    refusal(await call(notIndian.requester, notIndian.requestId), 409, 'CALL_NEEDS_THEIR_PHONE');
  });

  it('answers 502 CALL_FAILED when Exotel fails or refuses the call', async () => {
    for (const status of [503, 400]) {
      const { requester, requestId } = await acceptedRequest();
      exotel.failNext(1, status);
      refusal(await call(requester, requestId), 502, 'CALL_FAILED');
    }
  });

  it('lets a person place a few calls a minute, then answers 429', async () => {
    const { requester, requestId } = await acceptedRequest();
    const before = exotel.calls.length;
    for (let i = 0; i < 5; i += 1) expect((await call(requester, requestId)).statusCode).toBe(202);
    refusal(await call(requester, requestId), 429, 'RATE_LIMITED');
    expect(exotel.calls.length).toBe(before + 5);
  });

  it(`caps a person's calls at ${CALLS_PER_DAY} a day, however they spread them over the minutes`, async () => {
    // Counted in this process, whose clock the test moves on a minute at a time: Redis keeps its own.
    const { app: counted, close: closeCounted } = await buildTestApp({ env: { ...throughExotel(), REDIS_URL: '' } });
    const realNow = Date.now.bind(Date);
    let minutesOn = 0;
    const clock = vi.spyOn(Date, 'now').mockImplementation(() => realNow() + minutesOn * MINUTE_MS);
    try {
      const { requester, requestId } = await acceptedRequest(counted);
      const before = exotel.calls.length;
      const perMinute = callLimits[0]!.max;
      for (let i = 0; i < CALLS_PER_DAY; i += 1) {
        if (i > 0 && i % perMinute === 0) minutesOn += 1;
        expect((await call(requester, requestId, counted)).statusCode).toBe(202);
      }
      minutesOn += 1;
      const refused = await call(requester, requestId, counted);
      refusal(refused, 429, 'RATE_LIMITED');
      // Asked to wait for the end of the day's window, not of a minute's.
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 60 * 60);
      expect(exotel.calls.length).toBe(before + CALLS_PER_DAY);
      // The other party's calls are their own.
      const other = await acceptedRequest(counted);
      expect((await call(other.volunteer, other.requestId, counted)).statusCode).toBe(202);
    } finally {
      clock.mockRestore();
      await closeCounted();
    }
  });

  it('answers CALLS_NOT_CONFIGURED without Exotel', async () => {
    const { requester, requestId } = await acceptedRequest(plain);
    refusal(await call(requester, requestId, plain), 409, 'CALLS_NOT_CONFIGURED');
  });
});

describe('the parties’ numbers', () => {
  const details = (on: FastifyInstance, who: Person, id: string) => injectAs(on, who.token, assistance.getAssistanceRequest, { params: { id } });
  const phones = (reply: { json(): { requestDetails: { user: { phone?: string | null }; volunteer: { phone: string | null } | null } } }) => {
    const { user, volunteer } = reply.json().requestDetails;
    return { requester: user.phone, volunteer: volunteer?.phone };
  };

  it('are on the request for the other party without Exotel, and GET /api/config says calls are off', async () => {
    const { requester, volunteer, requestId } = await acceptedRequest(plain);
    expect(phones(await details(plain, requester, requestId))).toEqual({ requester: '098765 43210', volunteer: '+91 91234 56789' });
    expect(phones(await details(plain, volunteer, requestId))).toEqual({ requester: '098765 43210', volunteer: '+91 91234 56789' });
    expect((await injectAs(plain, null, getPublicConfig)).json()).toMatchObject({ calls: false });
  });

  it('are left out for the other party with Exotel, on the request and in both lists; each keeps their own, and admins read both', async () => {
    const { requester, volunteer, requestId } = await acceptedRequest();
    expect((await injectAs(app, null, getPublicConfig)).json()).toMatchObject({ calls: true });
    expect(phones(await details(app, requester, requestId))).toEqual({ requester: '098765 43210', volunteer: null });
    expect(phones(await details(app, volunteer, requestId))).toEqual({ requester: null, volunteer: '+91 91234 56789' });
    const admin = await person(app, 'admin', null);
    expect(phones(await details(app, admin, requestId))).toEqual({ requester: '098765 43210', volunteer: '+91 91234 56789' });

    const mine = (await injectAs(app, requester.token, assistance.myAssistanceRequests)).json().assistanceRequests;
    expect(mine.map((r: { volunteer: { phone: string | null } }) => r.volunteer.phone)).toEqual([null]);
    const processing = (await injectAs(app, volunteer.token, assistance.processingRequests)).json().processingRequests;
    expect(processing.map((r: { user: { phone: string | null } }) => r.user.phone)).toEqual([null]);

    // The requester's own reply to a cancel leaves the volunteer's number out too.
    const cancelled = await injectAs(app, requester.token, assistance.cancelAssistanceRequest, { params: { id: requestId } });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().assistanceRequest.volunteer).toMatchObject({ _id: volunteer.id, phone: null });
  });
});

describe('the requester’s notice of who is coming', () => {
  /** The requester's notices about the request, in the language they read in. */
  const notices = async (on: FastifyInstance, who: Person, requestId: string, language: 'en' | 'hi' = 'en') => {
    const res = await injectAs(on, who.token, listNotifications, {}, { headers: { 'accept-language': language } });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data as { requestId: string | null; content: string }[]).filter((n) => n.requestId === requestId).map((n) => n.content);
  };

  it('says where to call without Exotel: nowhere, the volunteer’s number being on the request', async () => {
    const { requester, requestId } = await acceptedRequest(plain);
    expect(await notices(plain, requester, requestId)).toEqual([assistanceMessages.notices.accepted('Ravi Kumar')]);
    expect(await notices(plain, requester, requestId, 'hi')).toEqual(['Ravi Kumar ने आपका सहायता अनुरोध स्वीकार कर लिया है।']);
  });

  it('tells the volunteer who accepts to press Call with Exotel, and that the number is on the request without it', async () => {
    for (const [on, code] of [[plain, 'ASSISTANCE_REQUEST_ACCEPTED'], [app, 'ASSISTANCE_REQUEST_ACCEPTED_WITH_CALLS']] as const) {
      const requester = await person(on, 'user', '9876500031', 'Asha Verma');
      const volunteer = await person(on, 'volunteer', '9876500032', 'Ravi Kumar');
      const requestId = await openAssistanceRequest(on, requester);
      const res = await injectAs(on, volunteer.token, assistance.setAssistanceStatus, { params: { id: requestId }, body: { action: 'approve' } });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ code, params: ['Asha'] });
      expect(res.json().message.includes('phone number')).toBe(on === plain);
    }
  });

  it('says, with Exotel, to call from the request, in English and in Hindi, for an accept and an admin’s assignment', async () => {
    const { requester, requestId } = await acceptedRequest();
    expect(await notices(app, requester, requestId)).toEqual([assistanceMessages.notices.acceptedWithCalls('Ravi Kumar')]);
    expect(assistanceMessages.notices.acceptedWithCalls('Ravi Kumar')).toBe(
      'Ravi Kumar has accepted your assistance request. To talk to them, press Call on the request: we ring you both, and your numbers stay private.',
    );
    expect(await notices(app, requester, requestId, 'hi')).toEqual([
      'Ravi Kumar ने आपका सहायता अनुरोध स्वीकार कर लिया है। उनसे बात करने के लिए अनुरोध पर “कॉल करें” दबाएँ: हम आप दोनों को फ़ोन करके जोड़ देंगे, और आपके नंबर किसी को नहीं दिखेंगे।',
    ]);

    const asker = await person(app, 'user', '9876500021', 'Asha Verma');
    const waiting = await openAssistanceRequest(app, asker);
    const volunteer = await person(app, 'volunteer', '9876500022', 'Nisha Menon');
    const admin = await person(app, 'admin', null);
    const assigned = await injectAs(app, admin.token, assistance.assignVolunteer, { params: { id: waiting }, body: { volunteerId: volunteer.id } });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(await notices(app, asker, waiting)).toEqual([assistanceMessages.notices.assignedToRequesterWithCalls('Nisha Menon')]);
    expect(await notices(app, asker, waiting, 'hi')).toEqual([
      'आपके सहायता अनुरोध के लिए Nisha Menon को तय किया गया है। उनसे बात करने के लिए अनुरोध पर “कॉल करें” दबाएँ: हम आप दोनों को फ़ोन करके जोड़ देंगे, और आपके नंबर किसी को नहीं दिखेंगे।',
    ]);
  });
});

describe('Exotel settings', () => {
  it('refuse to start with a part of the account missing', () => {
    const dataDir = app.config.dataDir;
    expect(() => testConfig(dataDir, { EXOTEL_SID: EXOTEL.sid, EXOTEL_API_KEY: EXOTEL.apiKey, EXOTEL_CALLER_ID: EXOTEL.callerId })).toThrow(
      new ConfigError('EXOTEL_SID needs EXOTEL_API_TOKEN to be set too: Exotel places a call for the account with its API key and token, from its ExoPhone.'),
    );
    expect(() => testConfig(dataDir, { EXOTEL_API_KEY: EXOTEL.apiKey, EXOTEL_API_TOKEN: EXOTEL.apiToken })).toThrow(
      new ConfigError('EXOTEL_API_KEY, EXOTEL_API_TOKEN are set without EXOTEL_SID: set EXOTEL_SID too, or unset them.'),
    );
    expect(testConfig(dataDir, { EXOTEL_SID: 's', EXOTEL_API_KEY: 'k', EXOTEL_API_TOKEN: 't', EXOTEL_CALLER_ID: '+918047112233' }).exotel).toEqual({
      sid: 's',
      apiKey: 'k',
      apiToken: 't',
      callerId: '+918047112233',
      apiUrl: 'https://api.exotel.com',
    });
  });
});
