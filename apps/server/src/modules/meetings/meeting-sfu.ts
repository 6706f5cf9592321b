/**
 * A meeting's Janus VideoRoom (JANUS_URL), driven through janode: created for the meeting when its
 * first person is let in, entered only with the room's pin and a token of the person's own, a
 * person taken out kicked, and destroyed when the meeting ends.
 *
 * Nothing is kept in a table: the room's number, its secret (which manages it) and its pin, each
 * person's token and the person's part of their publisher ids are HMACs of the meeting and the
 * person under a key made from the server secret (JWT_SECRET), so every node of a deployment computes the same, and nobody without
 * that secret can. The room is private (not listed), created with an empty `allowed` list, so a
 * person gets in only once the server has added their token, and with `require_pvtid`, so
 * subscribing needs the private id of somebody already in. Every request is idempotent (a room
 * that exists, one already gone, a token added twice): a job tried again, or two nodes at once, do
 * no harm.
 */
import { createHmac, randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Role } from '@sahaya/contract/constants';
import type { JanusJoin } from '@sahaya/contract/meetings/events';
import type { Config, JanusSettings } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { loadJanode, type JanodeConnection, type JanodeHandle } from './janode.ts';
import { admitted, admittedPeople, isOpen } from './meetings.service.ts';


export interface MeetingSfu {
  /** Makes the meeting's room unless it exists and adds the person's token: what their browser joins with. */
  admit(meetingId: string, userId: string): Promise<JanusJoin>;
  /**
   * Takes a person out: their token goes and they are kicked, and so is anybody in the room whose
   * publisher id is not of one of `staying` (a browser that chose another id cannot stay behind).
   */
  remove(meetingId: string, userId: string, staying: readonly string[]): Promise<void>;
  destroy(meetingId: string): Promise<void>;
  close(): Promise<void>;
}

/** VideoRoom's error codes (janus_videoroom.c) that mean the work is already done. */
const NO_SUCH_ROOM = 426;
const ROOM_EXISTS = 427;
const NO_SUCH_FEED = 428;
/** Janus answers in milliseconds; a request unanswered this long means a hung connection, dropped. */
const REQUEST_TIMEOUT_MS = 10_000;
/** The most publishers a room takes: a residents' meeting or a training of 10-30, with room to spare. */
const MAX_PUBLISHERS = 100;

const mac = (key: Buffer | string, ...parts: string[]) => createHmac('sha256', key).update(parts.join('\0')).digest();
/**
 * A number from 1 to 2^48 - 1: Janus's room and publisher ids are integers, and below 2^53 they are
 * exact in JavaScript and JSON; 48 bits make two meetings' rooms meeting by chance negligible.
 */
const idOf = (digest: Buffer) => digest.readUIntBE(0, 6) || 1;

/** The key of everything Janus is given, of its own so no HMAC made here can serve as another of the server's. */
export const sfuKey = (serverSecret: string) => mac(serverSecret, 'sahaya janus videoroom');

export function sfuRoom(key: Buffer, meetingId: string): { room: number; secret: string; pin: string } {
  return {
    room: idOf(mac(key, 'room', meetingId)),
    secret: mac(key, 'secret', meetingId).toString('base64url'),
    pin: mac(key, 'pin', meetingId).toString('base64url').slice(0, 22),
  };
}

export const sfuToken = (key: Buffer, meetingId: string, userId: string) => mac(key, 'token', meetingId, userId).toString('base64url');
/**
 * A person's publisher ids: the person's own 38 bits, then 10 bits drawn afresh for each join, as
 * one person may be in the room from two tabs or devices and Janus takes an id once. Who an id is
 * (its person's bits) is what a removal goes by.
 */
const SEAT_BITS = 2 ** 10;
const personOf = (key: Buffer, userId: string) => mac(key, 'publisher', userId).readUIntBE(0, 5) % 2 ** 38 || 1;
export const sfuPublisherId = (key: Buffer, userId: string) => personOf(key, userId) * SEAT_BITS + randomInt(SEAT_BITS);
export const sfuPublisherPerson = (publisherId: number) => Math.floor(publisherId / SEAT_BITS);

/** Janus's error code when Janus answered with an error; none when the request never got an answer. */
const janusCode = (err: unknown): number | undefined => {
  const code = (err as { _code?: unknown } | null)?._code;
  return typeof code === 'number' ? code : undefined;
};

const ignoring =
  (...codes: number[]) =>
  (err: unknown) => {
    if (!codes.includes(janusCode(err) ?? 0)) throw err;
    return undefined;
  };

function timeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Janus did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

interface Link {
  connection: JanodeConnection;
  handle: JanodeHandle;
}

export function janusSfu(settings: JanusSettings, serverSecret: string, log: FastifyBaseLogger): MeetingSfu {
  const key = sfuKey(serverSecret);
  let current: Promise<Link> | undefined;
  /** Closed with the app: a job still in hand then fails, and is tried again later, rather than opening a connection nobody closes. */
  let closed = false;

  const forget = (link: Promise<Link>) => {
    if (current === link) current = undefined;
  };

  /**
   * Connects on first use, so a server whose meetings never need Janus never opens a connection. A
   * closed or failed connection (Janus restarted) is forgotten, and the next request connects again.
   */
  const open = async (lost: () => void): Promise<Link> => {
    const { Janode, VideoRoom } = await loadJanode();
    // No retries inside janode: the request fails at once, and its job is tried again later.
    const connection = await Janode.connect({ address: { url: settings.url }, retry_time_secs: 1, max_retries: 0 });
    connection.once(Janode.EVENT.CONNECTION_CLOSED, lost);
    connection.once(Janode.EVENT.CONNECTION_ERROR, lost);
    try {
      const session = await connection.create();
      session.once(Janode.EVENT.SESSION_DESTROYED, lost);
      const handle = await session.attach(VideoRoom);
      handle.once(Janode.EVENT.HANDLE_DETACHED, lost);
      return { connection, handle };
    } catch (err) {
      await connection.close().catch(() => undefined);
      throw err;
    }
  };

  const link = (): Promise<Link> => {
    if (current) return current;
    if (closed) return Promise.reject(new Error('The connection to Janus is closed with the server'));
    const opening: Promise<Link> = open(() => forget(opening));
    current = opening;
    opening.catch(() => forget(opening));
    return opening;
  };

  const drop = async () => {
    const dropped = current;
    current = undefined;
    const opened = await dropped?.catch(() => undefined);
    await opened?.connection.close().catch(() => undefined);
  };

  /** One VideoRoom request; a connection that gives no answer is dropped and the request tried once more on a new one. */
  const request = async (body: Record<string, unknown>): Promise<Record<string, unknown>> => {
    for (let attempt = 0; ; attempt++) {
      try {
        const { handle } = await link();
        const reply = await timeout(handle.message(body), REQUEST_TIMEOUT_MS);
        return reply.plugindata?.data ?? {};
      } catch (err) {
        if (janusCode(err) !== undefined || attempt > 0) throw err;
        log.info({ err }, 'The connection to Janus was lost; connecting again');
        await drop();
      }
    }
  };

  const ensureRoom = async (meetingId: string) => {
    const { room, secret, pin } = sfuRoom(key, meetingId);
    await request({
      request: 'create',
      room,
      secret,
      pin,
      // Says nothing of the meeting: whoever is in it knows what it is.
      description: 'Sahaya meeting',
      is_private: true,
      require_pvtid: true,
      // Present and empty: nobody gets in until their token is added.
      allowed: [],
      publishers: MAX_PUBLISHERS,
      notify_joining: true,
      ...(settings.adminKey ? { admin_key: settings.adminKey } : {}),
    }).catch(ignoring(ROOM_EXISTS));
  };

  const allowed = (meetingId: string, action: 'add' | 'remove', userId: string) => {
    const { room, secret } = sfuRoom(key, meetingId);
    return request({ request: 'allowed', room, secret, action, allowed: [sfuToken(key, meetingId, userId)] });
  };

  return {
    async admit(meetingId, userId) {
      await ensureRoom(meetingId);
      // Destroyed in between (the meeting ended on another node, Janus restarted): made again once.
      await allowed(meetingId, 'add', userId).catch(async (err: unknown) => {
        if (janusCode(err) !== NO_SUCH_ROOM) throw err;
        await ensureRoom(meetingId);
        await allowed(meetingId, 'add', userId);
      });
      const { room, pin } = sfuRoom(key, meetingId);
      return { janusUrl: settings.publicUrl, room, pin, token: sfuToken(key, meetingId, userId), publisherId: sfuPublisherId(key, userId) };
    },

    async remove(meetingId, userId, staying) {
      const { room, secret } = sfuRoom(key, meetingId);
      // No room, nobody to take out: it is made again with an empty list.
      const done = await allowed(meetingId, 'remove', userId).catch(ignoring(NO_SUCH_ROOM));
      if (!done) return;
      const stay = new Set(staying.filter((id) => id !== userId).map((id) => personOf(key, id)));
      const listed = await request({ request: 'listparticipants', room }).catch(ignoring(NO_SUCH_ROOM));
      const participants = (listed?.participants ?? []) as { id: number }[];
      for (const { id } of participants) {
        if (stay.has(sfuPublisherPerson(id))) continue;
        await request({ request: 'kick', room, secret, id }).catch(ignoring(NO_SUCH_FEED, NO_SUCH_ROOM));
      }
    },

    async destroy(meetingId) {
      const { room, secret } = sfuRoom(key, meetingId);
      await request({ request: 'destroy', room, secret }).catch(ignoring(NO_SUCH_ROOM));
    },

    async close() {
      closed = true;
      await drop();
    },
  };
}

/** One client per app (one connection per node), made by meetings.jobs.ts as the app is built; none without JANUS_URL. */
const sfus = new WeakMap<Pick<Config, 'janus'>, MeetingSfu>();

export function meetingSfu(app: { config: Pick<Config, 'janus' | 'jwtSecret'>; log: FastifyBaseLogger }): MeetingSfu | undefined {
  if (!app.config.janus) return undefined;
  let sfu = sfus.get(app.config);
  if (!sfu) {
    sfu = janusSfu(app.config.janus, app.config.jwtSecret, app.log);
    sfus.set(app.config, sfu);
  }
  return sfu;
}

/**
 * What a person's browser joins the meeting's VideoRoom with: only for somebody the meeting admits
 * (meetings.service.ts `admitted`, the rule of the mesh's join), refused with its code otherwise;
 * Janus away answers UNAVAILABLE.
 */
export async function janusJoin(
  deps: { db: Db; sfu: MeetingSfu; log: FastifyBaseLogger },
  caller: { userId: string; role: Role },
  meetingId: string,
): Promise<JanusJoin> {
  await admitted(deps.db, caller, meetingId);
  try {
    const join = await deps.sfu.admit(meetingId, caller.userId);
    // Removed, or the meeting ended, while Janus was being told of this person: the job telling
    // Janus of that may have run before the token was added, so it is looked at again now, and
    // the token taken back (or the room destroyed).
    const refusal = await admitted(deps.db, caller, meetingId).then(
      () => undefined,
      (err: unknown) => err,
    );
    if (refusal === undefined) return join;
    if (await isOpen(deps.db, meetingId)) await deps.sfu.remove(meetingId, caller.userId, await admittedPeople(deps.db, meetingId));
    else await deps.sfu.destroy(meetingId);
    throw refusal;
  } catch (err) {
    if (err instanceof AppError) throw err;
    deps.log.warn({ err, meetingId }, 'Janus could not let a person into a meeting');
    throw new AppError('UNAVAILABLE');
  }
}
