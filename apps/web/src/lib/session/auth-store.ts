import { useSyncExternalStore } from 'react';
import type { Role } from '@sahaya/contract/constants';
import { paths } from '../paths.ts';

/**
 * The client-side session of spec 1 §3, persisted in localStorage under `sahaya.auth` so a reload
 * keeps the person signed in. `name` and `profilePicture` are extra conveniences for greetings and
 * the header avatar before the profile loads; sessions stored before the picture was kept lack it.
 */
export interface AuthSession {
  userId: string;
  isLoggedIn: true;
  role: Role;
  isBlocked: boolean;
  accessToken: string;
  name?: string;
  profilePicture?: string | null;
}

/** The parts of the session that only describe the person and may change while they stay signed in. */
export type SessionProfile = Pick<AuthSession, 'name' | 'profilePicture'>;

export const AUTH_STORAGE_KEY = 'sahaya.auth';

type Listener = () => void;
const listeners = new Set<Listener>();

function read(): AuthSession | null {
  try {
    const raw = localStorage.getItem(AUTH_STORAGE_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<AuthSession>;
    if (!value.isLoggedIn || !value.userId || !value.role || !value.accessToken) return null;
    return { ...value, isBlocked: Boolean(value.isBlocked) } as AuthSession;
  } catch {
    return null;
  }
}

let current: AuthSession | null = read();
/** Where the guards send a person who has just chosen to log out (see clearSession). */
let signedOutRedirect: string | null = null;

function emit(): void {
  for (const listener of listeners) listener();
}

function write(next: AuthSession | null): void {
  current = next;
  if (next) localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(next));
  else localStorage.removeItem(AUTH_STORAGE_KEY);
  emit();
}

// Another tab signing in or out changes this tab's session too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== AUTH_STORAGE_KEY && event.key !== null) return;
    current = read();
    emit();
  });
}

export function getSession(): AuthSession | null {
  return current;
}

/** The access token as stored right now, which another tab may have just replaced. */
export function readStoredAccessToken(): string | null {
  return read()?.accessToken ?? null;
}

export function setSession(session: Omit<AuthSession, 'isLoggedIn'>): void {
  signedOutRedirect = null;
  write({ ...session, isLoggedIn: true });
}

export function setAccessToken(accessToken: string): void {
  if (current) write({ ...current, accessToken });
}

/**
 * Keeps the header in step with a profile change; fields left out stay as they were. Writing to
 * storage also tells the person's other tabs, so nothing is written when nothing changed.
 */
export function updateSessionProfile(profile: SessionProfile): void {
  if (!current) return;
  const session = current;
  const changes = Object.entries(profile).filter(
    ([key, value]) => value !== undefined && session[key as keyof SessionProfile] !== value,
  );
  if (changes.length > 0) write({ ...session, ...Object.fromEntries(changes) });
}

/**
 * Logging out clears everything the client holds about the session. The role guards notice and
 * redirect; `redirectTo` tells them where a deliberate logout should land instead of their default.
 */
export function clearSession(options: { redirectTo?: string } = {}): void {
  signedOutRedirect = options.redirectTo ?? null;
  write(null);
}

export function getSignedOutRedirect(): string | null {
  return signedOutRedirect;
}

/** Called once the person has left the page they logged out from; later visits use the defaults. */
export function forgetSignedOutRedirect(): void {
  signedOutRedirect = null;
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The session as a prerendered shell shows it, made again only when the session changes. */
let shellView: { of: AuthSession; shown: AuthSession } | null = null;

/**
 * The session as the prerendered shell of a signed-in page was drawn for it (build/prerender.ts):
 * signed in, nobody named yet. While the app adopts a shell (start-app.tsx) it renders with this,
 * so its markup is the shell's; the name and picture follow in the render right after.
 */
function getShellSession(): AuthSession | null {
  if (!current) return null;
  if (shellView?.of !== current) shellView = { of: current, shown: { ...current, name: undefined, profilePicture: undefined } };
  return shellView.shown;
}

export function useSession(): AuthSession | null {
  return useSyncExternalStore(subscribe, getSession, getShellSession);
}

/** Where each role lands after signing in (spec 1 §6). */
export function homePathFor(role: Role): string {
  if (role === 'user') return paths.user.root;
  return role === 'volunteer' ? paths.volunteer.dashboard : paths.admin.dashboard;
}
