/**
 * How a socket event is described, once, for server and web alike. An event the client sends has
 * a payload schema the server checks and is always acknowledged with `{ ok: true, ... }` or
 * `{ ok: false, message, code }`; an event the server sends has the payload schema of what it carries.
 * Socket.IO's typed maps are derived from these objects, so neither side can send a misspelt event
 * or a payload of the wrong shape.
 */
import { z } from 'zod';
import type { ErrorCode } from './error-codes.ts';

/** Sent by a client: the server validates the payload and answers through the ack. */
export interface ClientEvent<P extends z.ZodType = z.ZodType, R extends z.ZodType = z.ZodType> {
  name: string;
  payload: P;
  /** What a successful ack carries besides `ok: true`. */
  reply: R;
}

/** Sent by the server to a room or a socket. */
export interface ServerEvent<P extends z.ZodType = z.ZodType> {
  name: string;
  payload: P;
}

/** An ack that carries nothing but `ok`. */
const nothing = z.object({});

export const clientEvent = <const N extends string, P extends z.ZodType, R extends z.ZodType = typeof nothing>(
  name: N,
  payload: P,
  reply?: R,
) => ({ name, payload, reply: (reply ?? nothing) as R }) satisfies ClientEvent<P, R>;

export const serverEvent = <const N extends string, P extends z.ZodType>(name: N, payload: P) =>
  ({ name, payload }) satisfies ServerEvent<P>;

/** Every ack: success with the event's reply fields, or a message a person can read and its code. */
export type Ack<R extends z.ZodType = z.ZodType> = ({ ok: true } & z.output<R>) | { ok: false; message: string; code: ErrorCode };

/** Socket.IO's map of the events a client sends, from their definitions. */
export type ClientEventMap<Events extends Record<string, ClientEvent>> = {
  [K in keyof Events as Events[K]['name']]: (
    payload: z.input<Events[K]['payload']>,
    ack: (reply: Ack<Events[K]['reply']>) => void,
  ) => void;
};

/** Socket.IO's map of the events the server sends, from their definitions. */
export type ServerEventMap<Events extends Record<string, ServerEvent>> = {
  [K in keyof Events as Events[K]['name']]: (payload: z.output<Events[K]['payload']>) => void;
};
