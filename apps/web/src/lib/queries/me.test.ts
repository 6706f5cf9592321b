import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../testing/memory-storage.ts';

const me = {
  user: { _id: 'u1', name: 'Priya Das', profilePicture: '/uploads/images/priya.png' },
  address: null,
};

vi.mock('../api/api-client.ts', () => ({ call: vi.fn(async () => me) }));

describe('getMe', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("brings the session's name and picture up to date with the person's record", async () => {
    const storage = new MemoryStorage();
    vi.stubGlobal('localStorage', storage);
    // A session stored before the picture was kept, under an older name.
    storage.setItem(
      'sahaya.auth',
      JSON.stringify({ userId: 'u1', isLoggedIn: true, role: 'user', isBlocked: false, accessToken: 't', name: 'Priya' }),
    );
    vi.resetModules();
    const { getMe } = await import('./me.ts');
    const { getSession } = await import('../session/auth-store.ts');

    expect(await getMe()).toEqual(me);
    expect(getSession()).toMatchObject({ name: 'Priya Das', profilePicture: '/uploads/images/priya.png' });
  });
});
