import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { meetingIce, turnCredential } from './meeting-ice.ts';

const turn = { urls: ['turn:turn.example.org:3478?transport=udp', 'turns:turn.example.org:443?transport=tcp'], secret: 'north-star', ttlSeconds: 3600 };
const stun = { urls: 'stun:stun.example.org:3478' };

describe('TURN credentials', () => {
  it("are coturn's shared-secret form: the expiry and the person as username, base64(HMAC-SHA1(secret, username)) as password", () => {
    // Worked out on its own with node:crypto, not with the function under test.
    const expected = createHmac('sha1', 'north-star').update('1700003600:3f2c8a9e-0000-4000-8000-000000000001').digest('base64');
    expect(turnCredential('north-star', '3f2c8a9e-0000-4000-8000-000000000001', 1_700_003_600)).toEqual({
      username: '1700003600:3f2c8a9e-0000-4000-8000-000000000001',
      credential: expected,
    });
    // A fixed vector (from `printf 0:user | openssl dgst -sha1 -hmac secret -binary | base64`), so a change of algorithm or encoding cannot pass unseen.
    expect(turnCredential('secret', 'user', 0).credential).toBe(createHmac('sha1', 'secret').update('0:user').digest('base64'));
    expect(turnCredential('secret', 'user', 0).credential).toBe('GqcgzzBNwymrX9onQ8TsyTn5M38=');
  });

  it('expire TURN_TTL_SECONDS after they are made, and come after the STUN servers of ICE_SERVERS', () => {
    const now = new Date('2025-03-01T10:00:00.500Z');
    const ice = meetingIce({ iceServers: [stun], turn, meetingIcePolicy: 'all' }, 'person-1', now);
    const expiry = Math.floor(now.getTime() / 1000) + 3600;
    expect(ice).toEqual({
      iceServers: [stun, { urls: turn.urls, username: `${expiry}:person-1`, credential: turnCredential('north-star', 'person-1', expiry).credential }],
      iceTransportPolicy: 'all',
      expiresAt: '2025-03-01T11:00:00.000Z',
    });
    const shortLived = meetingIce({ iceServers: [], turn: { ...turn, ttlSeconds: 60 }, meetingIcePolicy: 'relay' }, 'person-1', now);
    expect(shortLived.expiresAt).toBe('2025-03-01T10:01:00.000Z');
    expect(shortLived.iceTransportPolicy).toBe('relay');
  });

  it('are not made without TURN: ICE_SERVERS as configured, nothing expiring', () => {
    expect(meetingIce({ iceServers: [stun], meetingIcePolicy: 'all' }, 'person-1')).toEqual({ iceServers: [stun], iceTransportPolicy: 'all', expiresAt: null });
  });
});

describe('the TURN settings', () => {
  const base = { JWT_SECRET: 'a-test-secret-that-is-long-enough-0123456789', DATA_DIR: '/tmp/sahaya-config-turn' };

  it('read TURN_URLS, TURN_SECRET and TURN_TTL_SECONDS (an hour unless said), and the policy (all unless said)', () => {
    expect(loadConfig(base)).toMatchObject({ turn: undefined, meetingIcePolicy: 'all' });
    const config = loadConfig({ ...base, TURN_URLS: ' turn:turn.example.org:3478 , turns:turn.example.org:443?transport=tcp,turn:[2001:db8::1]:3478', TURN_SECRET: 's' });
    expect(config.turn).toEqual({ urls: ['turn:turn.example.org:3478', 'turns:turn.example.org:443?transport=tcp', 'turn:[2001:db8::1]:3478'], secret: 's', ttlSeconds: 3600 });
    expect(loadConfig({ ...base, TURN_URLS: 'turn:127.0.0.1', TURN_SECRET: 's', TURN_TTL_SECONDS: '86400', MEETING_ICE_POLICY: 'relay' })).toMatchObject({
      turn: { urls: ['turn:127.0.0.1'], ttlSeconds: 86400 },
      meetingIcePolicy: 'relay',
    });
  });

  it('refuse a URL that is not turn: or turns:, a lifetime over a day, half a pair, and relay without TURN', () => {
    const turnOn = { ...base, TURN_URLS: 'turn:turn.example.org', TURN_SECRET: 's' };
    for (const urls of ['stun:stun.example.org', 'https://turn.example.org', 'turn:', 'turn:host:3478?transport=sctp']) {
      expect(() => loadConfig({ ...turnOn, TURN_URLS: urls }), urls).toThrow(/TURN_URLS: ".*" is not a turn: or turns: URL/);
    }
    for (const ttl of ['86401', '0', '1.5', 'an hour']) expect(() => loadConfig({ ...turnOn, TURN_TTL_SECONDS: ttl }), ttl).toThrow(/TURN_TTL_SECONDS/);
    expect(() => loadConfig({ ...turnOn, TURN_TTL_SECONDS: '86401' })).toThrow(/at most 86400 seconds/);
    expect(() => loadConfig({ ...base, TURN_URLS: 'turn:turn.example.org' })).toThrow(/TURN_URLS and TURN_SECRET must be set together/);
    expect(() => loadConfig({ ...base, TURN_SECRET: 's' })).toThrow(/TURN_URLS and TURN_SECRET must be set together/);
    expect(() => loadConfig({ ...base, TURN_TTL_SECONDS: '600' })).toThrow(/TURN_TTL_SECONDS is set without TURN_URLS/);
    expect(() => loadConfig({ ...base, MEETING_ICE_POLICY: 'relay' })).toThrow(/MEETING_ICE_POLICY=relay needs TURN_URLS and TURN_SECRET/);
    expect(() => loadConfig({ ...base, MEETING_ICE_POLICY: 'none' })).toThrow(/MEETING_ICE_POLICY: must be all or relay/);
  });
});
