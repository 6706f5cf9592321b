import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Peer } from '@sahaya/contract/meetings/events';
import type { MeetingIce } from '@sahaya/contract/meetings/schemas';
import type { LiveSocket } from '../../../lib/api/socket.ts';
import { MeshRoom } from './mesh-room.ts';

type Handler = (payload?: unknown) => void;

/** A peer connection that keeps its configuration, connects when the test says, and answers statistics of a selected pair. */
class ConfiguredConnection {
  static made: ConfiguredConnection[] = [];
  static candidateType = 'relay';
  configuration: RTCConfiguration;
  signalingState: RTCSignalingState = 'stable';
  connectionState: RTCPeerConnectionState = 'new';
  localDescription: RTCSessionDescriptionInit | null = null;
  onnegotiationneeded: (() => Promise<void>) | null = null;
  onicecandidate: Handler | null = null;
  onconnectionstatechange: Handler | null = null;
  ontrack: Handler | null = null;

  constructor(configuration: RTCConfiguration) {
    this.configuration = configuration;
    ConfiguredConnection.made.push(this);
  }

  getConfiguration() {
    return this.configuration;
  }

  setConfiguration(configuration: RTCConfiguration) {
    this.configuration = configuration;
  }

  getStats() {
    const stats = [
      { id: 'L', type: 'local-candidate', candidateType: ConfiguredConnection.candidateType },
      { id: 'P', type: 'candidate-pair', localCandidateId: 'L' },
      { id: 'T', type: 'transport', selectedCandidatePairId: 'P' },
    ];
    return Promise.resolve(new Map(stats.map((stat) => [stat.id, stat])));
  }

  connect() {
    this.connectionState = 'connected';
    this.onconnectionstatechange?.();
  }

  addTrack() {
    return {};
  }

  setLocalDescription() {
    this.localDescription = { type: 'offer', sdp: 'offer' };
    return Promise.resolve();
  }

  setRemoteDescription() {
    return Promise.resolve();
  }

  getSenders() {
    return [];
  }

  getReceivers() {
    return [];
  }

  addIceCandidate() {
    return Promise.resolve();
  }

  restartIce() {}

  close() {
    this.signalingState = 'closed';
  }
}

const camera = { id: 'my-camera', getTracks: () => [], getAudioTracks: () => [], getVideoTracks: () => [] };
const peer = (socketId: string): Peer => ({ socketId, userId: `user-${socketId}`, name: socketId.toUpperCase(), isAdmin: false });
const stun = { urls: 'stun:stun.sahaya.test' };
const turnOf = (username: string) => ({ urls: ['turn:turn.sahaya.test:3478'], username, credential: `secret-of-${username}` });
const settle = () => vi.advanceTimersByTimeAsync(0);

function fakeSocket() {
  const handlers = new Map<string, Handler>();
  const sent: { event: string; payload: Record<string, unknown>; ack: Handler }[] = [];
  const socket = {
    id: 'm',
    connected: true,
    on: (event: string, handler: Handler) => handlers.set(event, handler),
    off: (event: string) => handlers.delete(event),
    emit: (event: string, payload: Record<string, unknown>, ack: Handler) => sent.push({ event, payload, ack }),
  };
  return { socket: socket as unknown as LiveSocket, sent, hear: (event: string, payload?: unknown) => handlers.get(event)?.(payload) };
}

/** A room joined with TURN credentials that expire in `lifeMs`, and the fresh answers its asks get. */
async function joinedRoom(ice: Omit<MeetingIce, 'expiresAt'> & { lifeMs: number | null }, fresh: (() => Promise<MeetingIce>) | undefined, already: Peer[]) {
  const live = fakeSocket();
  const room = new MeshRoom(live.socket, 'meeting-1', () => undefined, fresh);
  await room.start();
  const expiresAt = ice.lifeMs === null ? null : new Date(Date.now() + ice.lifeMs).toISOString();
  const join = live.sent.find((each) => each.event === 'meeting:join');
  join?.ack({ ok: true, mode: 'mesh', adminId: null, adminName: null, peers: already, iceServers: ice.iceServers, iceTransportPolicy: ice.iceTransportPolicy, expiresAt });
  await settle();
  return { room, ...live, reports: () => live.sent.filter((each) => each.event === 'meeting:ice-candidate').map((each) => each.payload) };
}

beforeEach(() => {
  vi.useFakeTimers();
  ConfiguredConnection.made = [];
  ConfiguredConnection.candidateType = 'relay';
  vi.stubGlobal('window', globalThis);
  vi.stubGlobal('RTCPeerConnection', ConfiguredConnection);
  vi.stubGlobal('navigator', { mediaDevices: { getUserMedia: () => Promise.resolve(camera) } });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("a meeting room's ICE servers", () => {
  it("makes every connection with the join's servers and policy", async () => {
    await joinedRoom({ iceServers: [stun, turnOf('first')], iceTransportPolicy: 'relay', lifeMs: null }, undefined, [peer('a'), peer('b')]);
    expect(ConfiguredConnection.made.map((pc) => pc.configuration)).toEqual([
      { iceServers: [stun, turnOf('first')], iceTransportPolicy: 'relay' },
      { iceServers: [stun, turnOf('first')], iceTransportPolicy: 'relay' },
    ]);
  });

  it('asks for fresh credentials at 80 % of their life and gives them to the connections it has and makes', async () => {
    const fresh = vi.fn(() => Promise.resolve({ iceServers: [stun, turnOf('second')], iceTransportPolicy: 'relay' as const, expiresAt: new Date(Date.now() + 100_000).toISOString() }));
    const { hear } = await joinedRoom({ iceServers: [stun, turnOf('first')], iceTransportPolicy: 'relay', lifeMs: 100_000 }, fresh, [peer('a')]);

    await vi.advanceTimersByTimeAsync(79_000);
    expect(fresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fresh).toHaveBeenCalledTimes(1);
    expect(ConfiguredConnection.made[0]?.configuration).toEqual({ iceServers: [stun, turnOf('second')], iceTransportPolicy: 'relay' });

    // A newcomer's call is made with the fresh ones.
    hear('meeting:peer-joined', peer('z'));
    hear('meeting:signal', { from: 'z', data: { description: { type: 'offer', sdp: 'offer' } } });
    await settle();
    expect(ConfiguredConnection.made[1]?.configuration).toEqual({ iceServers: [stun, turnOf('second')], iceTransportPolicy: 'relay' });

    // And it asks again before those expire.
    await vi.advanceTimersByTimeAsync(80_000);
    expect(fresh).toHaveBeenCalledTimes(2);
  });

  it('asks again soon when an ask fails, and stops asking once it has left', async () => {
    const fresh = vi.fn(() => Promise.reject(new Error('offline')));
    const { room } = await joinedRoom({ iceServers: [turnOf('first')], iceTransportPolicy: 'all', lifeMs: 3_600_000 }, fresh, [peer('a')]);
    await vi.advanceTimersByTimeAsync(0.8 * 3_600_000);
    expect(fresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(fresh).toHaveBeenCalledTimes(2);
    void room.leave();
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(fresh).toHaveBeenCalledTimes(2);
  });

  it('does not ask without TURN: nothing expires', async () => {
    const fresh = vi.fn();
    await joinedRoom({ iceServers: [stun], iceTransportPolicy: 'all', lifeMs: null }, fresh, [peer('a')]);
    await vi.advanceTimersByTimeAsync(48 * 3_600_000);
    expect(fresh).not.toHaveBeenCalled();
  });
});

describe("a meeting room's candidate report", () => {
  it('tells the server the selected candidate type of the first connection to connect, once a joined call', async () => {
    const { reports, hear, sent } = await joinedRoom({ iceServers: [stun], iceTransportPolicy: 'all', lifeMs: null }, undefined, [peer('a'), peer('b')]);
    expect(reports()).toEqual([]);
    ConfiguredConnection.made[0]?.connect();
    await settle();
    ConfiguredConnection.made[1]?.connect();
    ConfiguredConnection.made[0]?.connect();
    await settle();
    expect(reports()).toEqual([{ meetingId: 'meeting-1', type: 'relay' }]);

    // The connection dropped and the room joined again: another call, reported again.
    hear('disconnect');
    hear('connect');
    const rejoin = sent.filter((each) => each.event === 'meeting:join')[1];
    ConfiguredConnection.candidateType = 'srflx';
    rejoin?.ack({ ok: true, mode: 'mesh', adminId: null, adminName: null, peers: [peer('a')], iceServers: [stun], iceTransportPolicy: 'all', expiresAt: null });
    await settle();
    ConfiguredConnection.made[2]?.connect();
    await settle();
    expect(reports()).toEqual([
      { meetingId: 'meeting-1', type: 'relay' },
      { meetingId: 'meeting-1', type: 'srflx' },
    ]);
  });
});
