/**
 * The servers a meeting's peer connections reach each other by: ICE_SERVERS (STUN, or TURN with
 * fixed credentials) as configured, and, with TURN_URLS and TURN_SECRET, coturn with credentials
 * made for one person that stop working after TURN_TTL_SECONDS. Both the join's ack and
 * GET /api/meetings/{id}/ice-servers answer with this.
 */
import { createHmac } from 'node:crypto';
import type { IceServer, MeetingIce } from '@sahaya/contract/meetings/schemas';
import type { Config, TurnSettings } from '../../config.ts';

/**
 * coturn's "TURN REST API" credentials (`use-auth-secret`): the username is the unix time they
 * expire at and whose they are, the password base64(HMAC-SHA1(static-auth-secret, username)).
 * coturn checks both without asking anybody, and refuses them once that time has passed.
 */
export function turnCredential(secret: string, userId: string, expiresAtSeconds: number): { username: string; credential: string } {
  const username = `${expiresAtSeconds}:${userId}`;
  return { username, credential: createHmac('sha1', secret).update(username).digest('base64') };
}

/** A person's TURN server entry, working for `turn.ttlSeconds` from `now`. */
export function turnServer(turn: TurnSettings, userId: string, now: Date = new Date()): { server: IceServer; expiresAt: Date } {
  const expiresAtSeconds = Math.floor(now.getTime() / 1000) + turn.ttlSeconds;
  return { server: { urls: turn.urls, ...turnCredential(turn.secret, userId, expiresAtSeconds) }, expiresAt: new Date(expiresAtSeconds * 1000) };
}

/** What one person's peer connections in a meeting are configured with. */
export function meetingIce(config: Pick<Config, 'iceServers' | 'turn' | 'meetingIcePolicy'>, userId: string, now: Date = new Date()): MeetingIce {
  const turn = config.turn && turnServer(config.turn, userId, now);
  return {
    iceServers: turn ? [...config.iceServers, turn.server] : config.iceServers,
    iceTransportPolicy: config.meetingIcePolicy,
    expiresAt: turn ? turn.expiresAt.toISOString() : null,
  };
}
