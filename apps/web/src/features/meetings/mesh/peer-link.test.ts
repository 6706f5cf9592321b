import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LocalMedia } from './local-media.ts';
import { PeerLink } from './peer-link.ts';
import type { SignalData } from './signalling.ts';

/**
 * A peer connection that takes candidates as a browser does: only once it has a remote
 * description, refusing them before that, and refusing one whose ICE credentials it does not know.
 */
class CandidateTakingConnection {
  static made: CandidateTakingConnection[] = [];
  signalingState: RTCSignalingState = 'stable';
  connectionState: RTCPeerConnectionState = 'new';
  localDescription: RTCSessionDescriptionInit | null = null;
  remoteDescription: RTCSessionDescriptionInit | null = null;
  /** What happened, in order: descriptions set and candidates added ("end" for the end of candidates). */
  log: string[] = [];
  restarts = 0;
  onnegotiationneeded: (() => Promise<void>) | null = null;
  onicecandidate: unknown = null;
  onconnectionstatechange: unknown = null;
  ontrack: unknown = null;

  constructor() {
    CandidateTakingConnection.made.push(this);
  }

  addTrack() {
    return {};
  }

  setLocalDescription() {
    if (this.signalingState === 'have-remote-offer') {
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
    this.log.push(`${description.type}`);
    return Promise.resolve();
  }

  addIceCandidate(candidate?: RTCIceCandidateInit) {
    if (!this.remoteDescription) return Promise.reject(new DOMException('No remote description', 'InvalidStateError'));
    if (candidate?.usernameFragment === 'stale') return Promise.reject(new DOMException('Unknown ufrag', 'OperationError'));
    this.log.push(candidate ? `candidate ${candidate.candidate}` : 'end');
    return Promise.resolve();
  }

  restartIce() {
    this.restarts += 1;
  }

  close() {
    this.signalingState = 'closed';
  }
}

const candidate = (name: string, usernameFragment = 'theirs'): SignalData => ({ candidate: { candidate: name, sdpMid: '0', usernameFragment } });

function answeringLink() {
  const sent: SignalData[] = [];
  const link = new PeerLink({
    peer: { socketId: 'a', userId: 'user-a', name: 'A', isAdmin: false },
    polite: true,
    iceServers: [],
    local: { camera: null, screen: null } as unknown as LocalMedia,
    send: (data) => sent.push(data),
    live: () => true,
    changed: () => undefined,
  });
  const [pc] = CandidateTakingConnection.made;
  if (!pc) throw new Error('No peer connection was made');
  return { link, pc, sent };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
  CandidateTakingConnection.made = [];
  vi.stubGlobal('window', globalThis);
  vi.stubGlobal('RTCPeerConnection', CandidateTakingConnection);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('a peer link', () => {
  it('holds candidates that come before the offer they belong to, and adds them once it is set', async () => {
    const { link, pc, sent } = answeringLink();

    link.handle(candidate('first'));
    link.handle({ candidate: null });
    await settle();
    expect(pc.log).toEqual([]);

    link.handle({ description: { type: 'offer', sdp: 'offer' } });
    link.handle(candidate('second'));
    await settle();
    expect(pc.log).toEqual(['offer', 'candidate first', 'end', 'candidate second']);
    expect(sent).toEqual([{ description: { type: 'answer', sdp: 'answer' } }]);
    expect(pc.restarts).toBe(0);
  });

  it('drops a held candidate the connection refuses, without starting the call over', async () => {
    const { link, pc } = answeringLink();

    link.handle(candidate('from an offer given up', 'stale'));
    link.handle(candidate('current'));
    link.handle({ description: { type: 'offer', sdp: 'offer' } });
    await settle();
    expect(pc.log).toEqual(['offer', 'candidate current']);
    expect(pc.restarts).toBe(0);
  });

  it('still starts over when a candidate for the description it has is refused', async () => {
    const { link, pc } = answeringLink();

    link.handle({ description: { type: 'offer', sdp: 'offer' } });
    link.handle(candidate('broken', 'stale'));
    await settle();
    expect(pc.restarts).toBe(1);
  });
});
