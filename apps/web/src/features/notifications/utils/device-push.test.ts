import { afterEach, describe, expect, it, vi } from 'vitest';
import { warrantsOffer } from '../hooks/use-push-offer.ts';
import { ApiError } from '../../../lib/api/api-error.ts';
import { keyBytes, readDevicePush, switchFailure } from './device-push.ts';
import { OFFER_REST_DAYS, offerDue, rememberOffered } from './push-offer-memory.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A browser with Web Push: its permission and whether its worker has a subscription. */
function browserWith(permission: NotificationPermission, subscribed: boolean) {
  const registration = { pushManager: { getSubscription: async () => (subscribed ? { endpoint: 'https://push.example/1' } : null) } };
  vi.stubGlobal('window', { PushManager: class {}, Notification: class {} });
  vi.stubGlobal('navigator', { serviceWorker: { getRegistration: async () => registration } });
  vi.stubGlobal('Notification', { permission });
}

describe('notices on this device', () => {
  it('reads the browser: unsupported without the Push API, blocked once refused, on only with permission and a subscription', async () => {
    vi.stubGlobal('window', {});
    vi.stubGlobal('navigator', {});
    expect(await readDevicePush()).toBe('unsupported');
    browserWith('denied', true);
    expect(await readDevicePush()).toBe('blocked');
    browserWith('default', false);
    expect(await readDevicePush()).toBe('off');
    browserWith('granted', false);
    expect(await readDevicePush()).toBe('off');
    browserWith('granted', true);
    expect(await readDevicePush()).toBe('on');
  });

  it('turns the server key from base64url into its 65 bytes, padded or not', () => {
    const bytes = Uint8Array.from({ length: 65 }, (_, i) => (i * 37) % 256);
    const text = Buffer.from(bytes).toString('base64url');
    expect([...keyBytes(text)]).toEqual([...bytes]);
    expect([...keyBytes(`${text}=`)]).toEqual([...bytes]);
  });

  it('says why switching failed: the browser refused, cannot, no connection, or Sahaya', () => {
    vi.stubGlobal('navigator', { onLine: true });
    expect(switchFailure(new DOMException('Permission denied', 'NotAllowedError'))).toBe('denied');
    expect(switchFailure(new DOMException('Registration failed - push service error', 'AbortError'))).toBe('offline');
    expect(switchFailure(new DOMException('No service worker', 'NotSupportedError'))).toBe('unsupported');
    expect(switchFailure(new DOMException('Insecure', 'SecurityError'))).toBe('unsupported');
    // A private window without service workers: navigator.serviceWorker is undefined.
    expect(switchFailure(new TypeError("Cannot read properties of undefined (reading 'ready')"))).toBe('unsupported');
    expect(switchFailure(new ApiError(0, 'NETWORK', ''))).toBe('offline');
    expect(switchFailure(new ApiError(500, 'INTERNAL', ''))).toBe('server');
    expect(switchFailure(new ApiError(503, 'UNAVAILABLE', ''))).toBe('server');
    expect(switchFailure(new ApiError(400, 'VALIDATION', ''))).toBe('server');
    vi.stubGlobal('navigator', { onLine: false });
    expect(switchFailure(new TypeError('Failed to fetch'))).toBe('offline');
  });
});

describe('how often the offer of notices is made', () => {
  const day = 24 * 60 * 60 * 1000;
  const storage = () => {
    const store = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    });
    return store;
  };

  it('is made once per account in this browser, then again only after its rest', () => {
    storage();
    const shown = new Date('2026-12-01T10:00:00Z');
    expect(offerDue('asha', shown.getTime())).toBe(true);
    rememberOffered('asha', shown);
    expect(offerDue('asha', shown.getTime() + day)).toBe(false);
    expect(offerDue('asha', shown.getTime() + (OFFER_REST_DAYS - 1) * day)).toBe(false);
    expect(offerDue('asha', shown.getTime() + OFFER_REST_DAYS * day)).toBe(true);
    // Another person signing in on the same browser is asked for themselves.
    expect(offerDue('ravi', shown.getTime() + day)).toBe(true);
  });

  it('forgets the "Not now" kept for the whole browser before it was kept per account', () => {
    const store = storage();
    store.set('sahaya-push-offer-declined', '2026-01-01T00:00:00.000Z');
    expect(offerDue('asha')).toBe(true);
    rememberOffered('asha');
    expect(store.has('sahaya-push-offer-declined')).toBe(false);
  });

  it('is made when the browser keeps nothing (a private window refusing storage)', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    expect(offerDue('asha')).toBe(true);
    expect(() => rememberOffered('asha')).not.toThrow();
  });
});

describe('the offer of notices', () => {
  it('follows a request sent, a request for help accepted, or a meeting scheduled, and nothing else', () => {
    expect(warrantsOffer({ method: 'POST', path: '/api/assetRequests/:id', body: { quantity: 1 } })).toBe(true);
    expect(warrantsOffer({ method: 'POST', path: '/api/assistanceRequests', body: { type: 'volunteer' } })).toBe(true);
    expect(warrantsOffer({ method: 'PATCH', path: '/api/assistanceRequests/:id/status', body: { action: 'approve' } })).toBe(true);
    expect(warrantsOffer({ method: 'POST', path: '/api/meetings', body: {} })).toBe(true);
    // Nothing comes over the number to call after asking for an ambulance.
    expect(warrantsOffer({ method: 'POST', path: '/api/assistanceRequests', body: { type: 'ambulance' } })).toBe(false);
    // Declining or completing a request, or any other change, is no reason to ask.
    expect(warrantsOffer({ method: 'PATCH', path: '/api/assistanceRequests/:id/status', body: { action: 'reject' } })).toBe(false);
    expect(warrantsOffer({ method: 'PATCH', path: '/api/assistanceRequests/:id/status', body: { action: 'complete' } })).toBe(false);
    expect(warrantsOffer({ method: 'PUT', path: '/api/users/me/preferences', body: {} })).toBe(false);
    expect(warrantsOffer({ method: 'PATCH', path: '/api/assetRequests/:id', body: { status: 'approved' } })).toBe(false);
  });
});
