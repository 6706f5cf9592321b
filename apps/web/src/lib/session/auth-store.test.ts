import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../testing/memory-storage.ts';

const session = { userId: 'u1', isLoggedIn: true, role: 'user', isBlocked: false, accessToken: 't', name: 'Priya Das' };

/** Loads a fresh copy of the store over `storage`, with a window that can receive storage events. */
async function load(storage: MemoryStorage, stored: object | null = session) {
  vi.resetModules();
  if (stored) storage.setItem('sahaya.auth', JSON.stringify(stored));
  vi.stubGlobal('localStorage', storage);
  const window = new EventTarget();
  vi.stubGlobal('window', window);
  const store = await import('./auth-store.ts');
  return { ...store, window };
}

function saved(storage: MemoryStorage): unknown {
  return JSON.parse(storage.getItem('sahaya.auth') ?? 'null');
}

describe('auth store', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('still loads a session stored before the picture was kept', async () => {
    const { getSession } = await load(new MemoryStorage());
    expect(getSession()).toMatchObject({ userId: 'u1', name: 'Priya Das' });
    expect(getSession()?.profilePicture).toBeUndefined();
  });

  it('updates only the display fields it is given, and stores them', async () => {
    const storage = new MemoryStorage();
    const { getSession, updateSessionProfile } = await load(storage);
    updateSessionProfile({ profilePicture: '/uploads/images/me.png' });
    expect(getSession()).toMatchObject({ name: 'Priya Das', profilePicture: '/uploads/images/me.png', accessToken: 't' });
    updateSessionProfile({ name: 'Lakshmi Das' });
    expect(getSession()).toMatchObject({ name: 'Lakshmi Das', profilePicture: '/uploads/images/me.png' });
    expect(saved(storage)).toEqual(getSession());
  });

  it('writes nothing, and tells no other tab, when nothing changed', async () => {
    const storage = new MemoryStorage();
    const { updateSessionProfile } = await load(storage, { ...session, profilePicture: null });
    // Other tabs hear of a session change through the storage write.
    const setItem = vi.spyOn(storage, 'setItem');
    updateSessionProfile({ name: 'Priya Das', profilePicture: null });
    expect(setItem).not.toHaveBeenCalled();
    updateSessionProfile({ profilePicture: '/uploads/images/me.png' });
    expect(setItem).toHaveBeenCalledTimes(1);
  });

  it('clears a removed picture', async () => {
    const { getSession, updateSessionProfile } = await load(new MemoryStorage(), {
      ...session,
      profilePicture: '/uploads/images/me.png',
    });
    updateSessionProfile({ profilePicture: null });
    expect(getSession()?.profilePicture).toBeNull();
  });

  it('does nothing when nobody is signed in', async () => {
    const storage = new MemoryStorage();
    const { getSession, updateSessionProfile } = await load(storage, null);
    updateSessionProfile({ name: 'Someone', profilePicture: '/uploads/images/x.png' });
    expect(getSession()).toBeNull();
    expect(storage.getItem('sahaya.auth')).toBeNull();
  });

  it('picks up a change made in another tab', async () => {
    const storage = new MemoryStorage();
    const { getSession, window } = await load(storage);
    // The other tab writes the shared storage, and the browser tells this tab with a storage event.
    storage.setItem('sahaya.auth', JSON.stringify({ ...session, profilePicture: '/uploads/images/new.png' }));
    window.dispatchEvent(Object.assign(new Event('storage'), { key: 'sahaya.auth' }));
    expect(getSession()?.profilePicture).toBe('/uploads/images/new.png');
  });

  it('is shown signed in but unnamed while the app adopts a prerendered shell, and named after', async () => {
    const { useSession, getSession } = await load(new MemoryStorage());
    const seen: (ReturnType<typeof getSession> | null)[] = [];
    function Greeting() {
      const shown = useSession();
      seen.push(shown);
      return createElement('p', null, `${shown?.role ?? 'nobody'}: ${shown?.name ?? 'unnamed'}`);
    }
    // A render of markup to adopt reads what the shell was drawn for (build/prerender.ts), as
    // hydration does: the markup matches, and the guards still see a signed-in user.
    expect(renderToString(createElement(Greeting))).toBe('<p>user: unnamed</p>');
    expect(renderToString(createElement(Greeting))).toBe('<p>user: unnamed</p>');
    // The same object each time, as React asks of a snapshot; the session itself keeps the name.
    expect(seen[0]).toBe(seen[1]);
    expect(getSession()?.name).toBe('Priya Das');
  });
});
