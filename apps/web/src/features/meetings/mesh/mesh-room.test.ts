import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Peer } from '@sahaya/contract/meetings/events';
import { meetingMessages as m } from '@sahaya/contract/meetings/messages';
import type { LiveSocket } from '../../../lib/api/socket.ts';
import { MeshRoom } from './mesh-room.ts';

type Handler = (payload?: unknown) => void;

/**
 * Just enough of a browser's peer connection to follow the negotiation: descriptions move the
 * signalling state as the spec says, and tracks added while stable ask for one negotiation.
 */
class FakePeerConnection {
  static made: FakePeerConnection[] = [];
  signalingState: RTCSignalingState = 'stable';
  connectionState: RTCPeerConnectionState = 'new';
  localDescription: RTCSessionDescriptionInit | null = null;
  remoteDescription: RTCSessionDescriptionInit | null = null;
  tracks: string[] = [];
  restarts = 0;
  onnegotiationneeded: (() => Promise<void>) | null = null;
  onicecandidate: Handler | null = null;
  onconnectionstatechange: Handler | null = null;
  ontrack: Handler | null = null;
  #asked = false;

  constructor() {
    FakePeerConnection.made.push(this);
  }

  addTrack(track: { id: string }) {
    this.tracks.push(track.id);
    if (this.signalingState === 'stable' && !this.#asked) {
      this.#asked = true;
      queueMicrotask(() => {
        this.#asked = false;
        void this.onnegotiationneeded?.();
      });
    }
    return {};
  }

  setLocalDescription(description?: RTCSessionDescriptionInit) {
    if (description?.type === 'rollback') this.signalingState = 'stable';
    else if (this.signalingState === 'have-remote-offer') {
      this.localDescription = { type: 'answer', sdp: 'answer' };
      this.signalingState = 'stable';
    } else {
      this.localDescription = { type: 'offer', sdp: 'offer' };
      this.signalingState = 'have-local-offer';
    }
    return Promise.resolve();
  }

  setRemoteDescription(description: RTCSessionDescriptionInit) {
    this.remoteDescription = description;
    this.signalingState = description.type === 'offer' ? 'have-remote-offer' : 'stable';
    return Promise.resolve();
  }

  addIceCandidate() {
    return Promise.resolve();
  }

  getSenders() {
    return [];
  }

  getReceivers() {
    return [];
  }

  restartIce() {
    this.restarts += 1;
  }

  close() {
    this.signalingState = 'closed';
  }
}

const track = (id: string, kind: string) => ({ id, kind, enabled: true, stop: () => undefined });
const camera = {
  id: 'my-camera',
  getTracks: () => [track('mic', 'audio'), track('cam', 'video')],
  getAudioTracks: () => [track('mic', 'audio')],
  getVideoTracks: () => [track('cam', 'video')],
};

/** A connected socket whose id is "m": it records what the room sends and delivers what the test says. */
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
  return {
    socket: socket as unknown as LiveSocket,
    sent,
    hear: (event: string, payload?: unknown) => handlers.get(event)?.(payload),
    signalsTo: (to: string) => sent.filter((each) => each.event === 'meeting:signal' && each.payload.to === to).map((each) => each.payload.data),
    answerJoin: (peers: Peer[]) => sent.find((each) => each.event === 'meeting:join')?.ack({ ok: true, mode: 'mesh', adminId: null, adminName: null, iceServers: [], peers }),
  };
}

const peer = (socketId: string): Peer => ({ socketId, userId: `user-${socketId}`, name: socketId.toUpperCase(), isAdmin: false });
const settle = () => vi.advanceTimersByTimeAsync(0);

async function joinedRoom(already: Peer[] = []) {
  const live = fakeSocket();
  const room = new MeshRoom(live.socket, 'meeting-1', () => undefined);
  await room.start();
  live.answerJoin(already);
  await settle();
  return { room, ...live };
}

beforeEach(() => {
  vi.useFakeTimers();
  FakePeerConnection.made = [];
  vi.stubGlobal('window', globalThis);
  vi.stubGlobal('RTCPeerConnection', FakePeerConnection);
  vi.stubGlobal(
    'MediaStream',
    class {
      #tracks: unknown[] = [];
      getTracks = () => this.#tracks;
      addTrack = (track: unknown) => this.#tracks.push(track);
      removeTrack = (track: unknown) => (this.#tracks = this.#tracks.filter((each) => each !== track));
    },
  );
  vi.stubGlobal('navigator', { mediaDevices: { getUserMedia: () => Promise.resolve(camera) } });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('a meeting room', () => {
  it('calls everyone already there when it joins: its camera goes on and makes each offer', async () => {
    const { room, signalsTo } = await joinedRoom([peer('a'), peer('z')]);

    expect(FakePeerConnection.made.map((pc) => pc.tracks)).toEqual([
      ['mic', 'cam'],
      ['mic', 'cam'],
    ]);
    for (const to of ['a', 'z']) {
      expect(signalsTo(to)).toEqual([{ description: { type: 'offer', sdp: 'offer' }, streams: { camera: 'my-camera', screen: undefined } }]);
    }
    expect(room.snapshot().peers.map((each) => each.name)).toEqual(['A', 'Z']);
  });

  it('only answers a newcomer: no call is made on the news, and the answer carries its camera', async () => {
    const { room, hear, signalsTo } = await joinedRoom();

    hear('meeting:peer-joined', peer('n'));
    expect(FakePeerConnection.made).toHaveLength(0);

    hear('meeting:signal', { from: 'n', data: { description: { type: 'offer', sdp: 'offer' }, streams: { camera: 'their-camera' } } });
    await settle();
    const [pc] = FakePeerConnection.made;
    expect(pc?.tracks).toEqual(['mic', 'cam']);
    expect(signalsTo('n')).toEqual([{ description: { type: 'answer', sdp: 'answer' }, streams: { camera: 'my-camera', screen: undefined } }]);

    const stream = { id: 'their-camera', getVideoTracks: () => [] };
    pc?.ontrack?.({ track: { addEventListener: () => undefined }, streams: [stream] });
    expect(room.snapshot().peers).toMatchObject([{ name: 'N', camera: stream, screen: null }]);
  });

  it('keeps a call that came before its join was taken, and one that came before the news of its sender', async () => {
    const live = fakeSocket();
    const room = new MeshRoom(live.socket, 'meeting-1', () => undefined);
    await room.start();
    live.hear('meeting:signal', { from: 'n', data: { description: { type: 'offer', sdp: 'offer' } } });
    expect(FakePeerConnection.made).toHaveLength(0);

    live.answerJoin([]);
    await settle();
    expect(live.signalsTo('n')).toHaveLength(1);
    // The caller's name is not known yet, so the page does not show it.
    expect(room.snapshot().peers).toEqual([]);
    live.hear('meeting:peer-joined', peer('n'));
    expect(room.snapshot().peers.map((each) => each.name)).toEqual(['N']);
  });

  it('lets the polite side take a crossing offer, and the other ignore it', async () => {
    const { hear, signalsTo } = await joinedRoom([peer('a'), peer('z')]);
    const [impolite, polite] = FakePeerConnection.made;
    const crossing = { description: { type: 'offer', sdp: 'theirs' } };

    hear('meeting:signal', { from: 'a', data: crossing });
    hear('meeting:signal', { from: 'z', data: crossing });
    await settle();
    expect(impolite?.remoteDescription).toBeNull();
    expect(polite?.remoteDescription).toEqual(crossing.description);
    expect(signalsTo('a')).toHaveLength(1);
    expect(signalsTo('z').at(-1)).toMatchObject({ description: { type: 'answer' } });
  });

  it('starts a call that has not connected over after 12 s, then after twice as long each time', async () => {
    await joinedRoom([peer('a')]);
    const [pc] = FakePeerConnection.made;

    await vi.advanceTimersByTimeAsync(12_000);
    expect(pc?.restarts).toBe(1);
    // The offer still waiting for its answer was taken back to make the new one.
    expect(pc?.signalingState).toBe('stable');
    await vi.advanceTimersByTimeAsync(23_000);
    expect(pc?.restarts).toBe(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(pc?.restarts).toBe(2);
  });

  it('closes every call and lets go of the camera when the host ends, cancels or deletes the meeting, saying which', async () => {
    for (const [reason, text] of [
      ['ended', m.ended],
      ['cancelled', m.roomCancelled],
      ['deleted', m.roomDeleted],
    ] as const) {
      FakePeerConnection.made = [];
      const { room, hear } = await joinedRoom([peer('a')]);
      hear('meeting:ended', { meetingId: 'other-meeting', reason });
      expect(room.snapshot().phase, reason).toBe('joined');
      hear('meeting:ended', { meetingId: 'meeting-1', reason });
      expect(FakePeerConnection.made[0]?.signalingState, reason).toBe('closed');
      expect(room.snapshot(), reason).toMatchObject({ phase: 'ended', message: { text }, camera: null, peers: [] });
    }
  });

  it('closes the room when a signal is refused because the meeting is over, its end having been missed', async () => {
    const { room, sent } = await joinedRoom([peer('a')]);
    const offer = sent.find((each) => each.event === 'meeting:signal');
    offer?.ack({ ok: false, message: 'Join the meeting first.', code: 'NOT_IN_ROOM' });
    expect(room.snapshot().phase).toBe('joined');
    offer?.ack({ ok: false, message: 'This meeting has ended or was cancelled.', code: 'MEETING_OVER' });
    expect(room.snapshot()).toMatchObject({ phase: 'ended', message: { text: m.ended }, peers: [] });
  });

  it('joins again with its camera on when the connection comes back, and gives up after 15 s without it', async () => {
    const { room, hear, sent } = await joinedRoom([peer('a')]);

    hear('disconnect');
    expect(FakePeerConnection.made[0]?.signalingState).toBe('closed');
    expect(room.snapshot()).toMatchObject({ phase: 'starting', reconnecting: true, peers: [] });
    hear('connect');
    expect(sent.filter((each) => each.event === 'meeting:join')).toHaveLength(2);

    hear('disconnect');
    await vi.advanceTimersByTimeAsync(15_000);
    expect(room.snapshot()).toMatchObject({ phase: 'failed', camera: null });
  });

  it('leaves the mesh for Janus when told the room grew: calls close, it says so, and enters with the people it knew', async () => {
    const opened: { url: string; protocol: string }[] = [];
    vi.stubGlobal(
      'WebSocket',
      class {
        static OPEN = 1;
        readyState = 0;
        constructor(url: string, protocol: string) {
          opened.push({ url, protocol });
        }
        addEventListener() {}
        send() {}
        close() {}
      },
    );
    const { room, hear, sent } = await joinedRoom([peer('a'), peer('z')]);
    hear('meeting:mode', { meetingId: 'other-meeting', mode: 'janus' });
    expect(room.snapshot()).toMatchObject({ mode: 'mesh', switching: false });

    hear('meeting:mode', { meetingId: 'meeting-1', mode: 'janus' });
    expect(FakePeerConnection.made.map((pc) => pc.signalingState)).toEqual(['closed', 'closed']);
    expect(room.snapshot()).toMatchObject({ mode: 'janus', switching: true });
    expect(room.snapshot().peers.map((each) => [each.name, each.camera, each.link])).toEqual([
      ['A', null, 'connecting'],
      ['Z', null, 'connecting'],
    ]);
    const ask = sent.find((each) => each.event === 'meeting:janus');
    expect(ask?.payload).toEqual({ meetingId: 'meeting-1' });
    ask?.ack({ ok: true, janusUrl: 'wss://meet.example.org/janus', room: 7, pin: 'pin', token: 'token', publisherId: 9 });
    await settle();
    expect(opened).toEqual([{ url: 'wss://meet.example.org/janus', protocol: 'janus-protocol' }]);
    // A signal of the mesh that comes late makes no call.
    hear('meeting:signal', { from: 'a', data: { description: { type: 'offer', sdp: 'offer' } } });
    expect(FakePeerConnection.made).toHaveLength(2);
  });

  it('enters Janus at once when the join says the room goes through it, with no word of reconnecting', async () => {
    const live = fakeSocket();
    const room = new MeshRoom(live.socket, 'meeting-1', () => undefined);
    await room.start();
    live.sent.find((each) => each.event === 'meeting:join')?.ack({ ok: true, mode: 'janus', adminId: null, adminName: null, iceServers: [], peers: [peer('a')] });
    await settle();
    expect(FakePeerConnection.made).toHaveLength(0);
    expect(room.snapshot()).toMatchObject({ mode: 'janus', switching: false });
    expect(live.sent.map((each) => each.event)).toContain('meeting:janus');
  });

  it('tells every peer of the mesh how much video it wants, and each new one too', async () => {
    const { room, hear, signalsTo } = await joinedRoom([peer('a')]);
    room.setQuality('low');
    expect(signalsTo('a')).toContainEqual({ wants: 'low' });
    expect(room.snapshot().quality).toBe('low');
    hear('meeting:peer-joined', peer('n'));
    hear('meeting:signal', { from: 'n', data: { description: { type: 'offer', sdp: 'offer' } } });
    await settle();
    expect(signalsTo('n')).toContainEqual({ wants: 'low' });
  });
});
