/**
 * Notices on this device (Web Push): the browser's permission, its push subscription made with the
 * server's VAPID key (`vapidPublicKey` of GET /api/config), and the server told of it. A device is
 * the browser's, not the account's: turning it on asks the browser, then subscribes and sends the
 * subscription; turning it off tells the server, then unsubscribes.
 */
import { ApiError, readFailure } from '../../../lib/api/api-error.ts';
import { registerServiceWorker } from '../../../sw/register-service-worker.ts';
import { subscribePush } from '../api/subscribe-push.ts';
import { unsubscribePush } from '../api/unsubscribe-push.ts';

/**
 * - `unsupported`: this browser cannot get notices from a site (or the server has no key);
 * - `blocked`: the person (or the browser) refused this site's notifications; only the browser's settings undo that;
 * - `off` / `on`: whether this device gets the notices now.
 */
export type DevicePushState = 'unsupported' | 'blocked' | 'off' | 'on';

export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** What this device does now. */
export async function readDevicePush(): Promise<DevicePushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  if (Notification.permission !== 'granted') return 'off';
  return (await currentSubscription()) ? 'on' : 'off';
}

/** The key as the Push API takes it: the bytes of its base64url text. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const text = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i += 1) bytes[i] = text.charCodeAt(i);
  return bytes;
}

function sameKey(key: ArrayBuffer | null | undefined, expected: Uint8Array): boolean {
  if (!key) return false;
  const have = new Uint8Array(key);
  return have.length === expected.length && have.every((byte, i) => byte === expected[i]);
}

/** The worker that receives the pushes, registered now if the app has not done so yet. */
async function activeRegistration(): Promise<ServiceWorkerRegistration> {
  if (!(await navigator.serviceWorker.getRegistration('/'))) await registerServiceWorker();
  return navigator.serviceWorker.ready;
}

/**
 * Asks the browser for permission (it shows its own question), subscribes this device with the
 * server's key and sends the subscription. Answers what the device does afterwards: `blocked` or
 * `off` when the person said no or closed the question.
 */
export async function turnOnDevicePush(vapidPublicKey: string): Promise<DevicePushState> {
  if (!pushSupported() || !vapidPublicKey) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'blocked';
  if (permission !== 'granted') return 'off';
  const registration = await activeRegistration();
  const key = keyBytes(vapidPublicKey);
  let subscription = await registration.pushManager.getSubscription();
  // One made with another key (the server's keys were changed) cannot carry the server's pushes.
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) throw new Error('The browser gave a push subscription without its keys.');
  await subscribePush({ endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } });
  return 'on';
}

/** Tells the server to stop, then drops the browser's subscription. */
export async function turnOffDevicePush(): Promise<DevicePushState> {
  const subscription = pushSupported() ? await currentSubscription() : null;
  if (!subscription) return readDevicePush();
  try {
    await unsubscribePush({ endpoint: subscription.endpoint });
  } catch (error) {
    // Already gone on the server (removed there, or never sent): nothing more to undo there.
    if (readFailure(error).code !== 'PUSH_SUBSCRIPTION_NOT_FOUND') throw error;
  }
  await subscription.unsubscribe();
  return 'off';
}

/**
 * On logging out the device stops getting the notices of the person who leaves: the browser's
 * subscription is dropped (no call is needed, nor possible without the session), and the push
 * service then answers the server's next notice with 410 Gone, which removes it there. Whoever
 * signs in next on this device starts with it off.
 */
export async function forgetDeviceOnSignOut(): Promise<void> {
  if (!pushSupported()) return;
  await (await currentSubscription())?.unsubscribe();
}

/**
 * Why turning notices on (or off) failed, each with its own words (switch-problem.tsx):
 * - `denied`: the browser refused this site's notifications (the person, a setting, a policy);
 *   only the browser's settings undo that;
 * - `unsupported`: this browser cannot do it here (no service worker in a private window, an old
 *   browser, a page that is not secure), or failed in a way it does not explain;
 * - `offline`: no answer came, from Sahaya or the browser's push service: the connection;
 * - `server`: Sahaya answered, but could not save the device.
 */
export type SwitchFailure = 'denied' | 'unsupported' | 'offline' | 'server';

/** What a failure of `turnOnDevicePush` or `turnOffDevicePush` was, by the kind of error it threw. */
export function switchFailure(error: unknown): SwitchFailure {
  if (error instanceof ApiError) return error.code === 'NETWORK' ? 'offline' : 'server';
  const name = error instanceof Error || (typeof error === 'object' && error !== null && 'name' in error) ? String((error as { name: unknown }).name) : '';
  // The Push API's and service workers' errors are DOMExceptions, told apart by their names.
  if (name === 'NotAllowedError') return 'denied';
  // AbortError: the browser's push service could not be reached ("Registration failed - push service error").
  if (name === 'AbortError' || name === 'NetworkError' || (typeof navigator !== 'undefined' && navigator.onLine === false)) return 'offline';
  // Anything else the browser threw (NotSupportedError, SecurityError, a TypeError where a private
  // window has no service workers): it cannot do this here.
  return 'unsupported';
}
