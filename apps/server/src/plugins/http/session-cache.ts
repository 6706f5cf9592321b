/**
 * The sessions found live in the last few seconds, so a person's burst of requests (a page's
 * lists, its badges) costs one session query rather than one each. Whatever ends a session (a
 * logout, a block, a password change or reset, a deletion) goes through `live.endSession(s)`,
 * which forgets it here and, through Redis, on every other node at once. The short life of an
 * entry bounds what a lost message could keep: a node that dies between its commit and its
 * message, or a Redis that hangs without closing its connections.
 */
import type { Role } from '@sahaya/contract/constants';

/** How long a session found live is taken as live without asking the database again. */
export const SESSION_CACHE_TTL_MS = 5_000;

/** At most this many sessions are kept; past it the oldest go first (a Map keeps its order). */
const MAX_ENTRIES = 20_000;

/** A session found live: its person, their role, and when the session itself ends (ms since the epoch). */
export interface LiveSession {
  userId: string;
  role: Role;
  expiresAt: number;
}

/** What ends: every session of a person, or one session. */
export type EndedSessions = { userId: string } | { sessionId: string };

interface Entry extends LiveSession {
  until: number;
}

export interface SessionCache {
  /** A session found live within the last TTL and not ended since, if `userId` is its person. */
  get(sessionId: string, userId: string): LiveSession | undefined;
  /**
   * What a read that started at `generation` found. Dropped when something was forgotten since the
   * read started: the read may have seen the session before its end was committed.
   */
  remember(sessionId: string, found: LiveSession, generation: number): void;
  /** Counts what has been forgotten; take it before reading a session from the database. */
  generation(): number;
  /** Forgets every session of a person, or one session. */
  forget(target: EndedSessions): void;
  /** Forgets everything: the messages from other nodes may have been lost. */
  clear(): void;
}

/**
 * `usable` says whether the cache may be trusted now: with several nodes, only while this node
 * hears the others' messages (its Redis subscription is up). When it is not, nothing is kept or
 * read, and what was kept is dropped, since a message may have been missed meanwhile.
 */
export function createSessionCache(usable: () => boolean, ttlMs = SESSION_CACHE_TTL_MS, now = () => Date.now()): SessionCache {
  const entries = new Map<string, Entry>();
  let forgotten = 0;
  const clear = () => {
    forgotten += 1;
    entries.clear();
  };
  const trusted = () => {
    if (usable()) return true;
    if (entries.size > 0) clear();
    return false;
  };
  return {
    get(sessionId, userId) {
      if (!trusted()) return undefined;
      const entry = entries.get(sessionId);
      if (!entry || entry.userId !== userId) return undefined;
      if (entry.until <= now()) {
        entries.delete(sessionId);
        return undefined;
      }
      return { userId: entry.userId, role: entry.role, expiresAt: entry.expiresAt };
    },
    remember(sessionId, found, generation) {
      if (generation !== forgotten || !trusted()) return;
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      // A session that ends of itself within the TTL is not kept past its end.
      entries.set(sessionId, { ...found, until: Math.min(now() + ttlMs, found.expiresAt) });
    },
    generation: () => forgotten,
    forget(target) {
      forgotten += 1;
      if ('sessionId' in target) {
        entries.delete(target.sessionId);
        return;
      }
      for (const [sessionId, entry] of entries) if (entry.userId === target.userId) entries.delete(sessionId);
    },
    clear,
  };
}
