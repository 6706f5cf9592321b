import { afterEach, describe, expect, it, vi } from 'vitest';
import { warrantsOffer } from '../hooks/use-push-offer.ts';
import { keyBytes, offerDeclined, readDevicePush, rememberOfferDeclined } from './device-push.ts';

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

  it('remembers on this device that the offer was declined', () => {
    const store = new Map<string, string>();
    vi.stubGlobal('localStorage', { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) });
    expect(offerDeclined()).toBe(false);
    rememberOfferDeclined();
    expect(offerDeclined()).toBe(true);
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
