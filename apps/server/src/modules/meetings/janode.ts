/**
 * janode (Meetecho's Janus client), loaded when first needed and typed here: the package is plain
 * JavaScript without types. Only the part meeting-sfu.ts uses is described: a connection to the
 * WebSocket API, a session on it, and a VideoRoom handle taking plugin messages. Requests go as
 * raw VideoRoom messages, so every field Janus knows (`allowed` on create, say) can be sent, not
 * only those janode's helpers pass on.
 */
import type { EventEmitter } from 'node:events';

/** A plugin's reply; a VideoRoom error rejects instead, with Janus's `error_code` as `_code`. */
export interface JanodeReply {
  plugindata?: { plugin: string; data?: Record<string, unknown> };
}

export interface JanodeHandle extends EventEmitter {
  message(body: Record<string, unknown>): Promise<JanodeReply>;
  detach(): Promise<void>;
}

export interface JanodeSession extends EventEmitter {
  attach(plugin: JanodePlugin): Promise<JanodeHandle>;
  destroy(): Promise<void>;
}

export interface JanodeConnection extends EventEmitter {
  /** A session, kept alive by a keep-alive every `kaIntervalSeconds` (30 by default). */
  create(kaIntervalSeconds?: number): Promise<JanodeSession>;
  close(): Promise<void>;
}

export interface JanodePlugin {
  id: string;
  Handle: unknown;
  EVENT: Record<string, string>;
}

export interface Janode {
  connect(config: { address: { url: string } | { url: string }[]; retry_time_secs?: number; max_retries?: number }): Promise<JanodeConnection>;
  Logger: { setLevel(level: 'none' | 'error' | 'warning' | 'info' | 'verbose' | 'debug'): string };
  EVENT: { CONNECTION_CLOSED: string; CONNECTION_ERROR: string; SESSION_DESTROYED: string; HANDLE_DETACHED: string };
}

export type VideoRoomPlugin = JanodePlugin & { EVENT: { VIDEOROOM_KICKED: string; VIDEOROOM_LEAVING: string; VIDEOROOM_ERROR: string } };

/**
 * Named by variables, so the compiler takes the types above rather than looking for the package's
 * own; loaded only when Janus is used, so a server without JANUS_URL never loads janode. Its
 * Unix-socket transport is left out (packages/unix-dgram-absent): Janus is reached by WebSocket.
 */
const JANODE = 'janode';
const VIDEOROOM = 'janode/plugins/videoroom';

export async function loadJanode(): Promise<{ Janode: Janode; VideoRoom: VideoRoomPlugin }> {
  const [janode, videoRoom] = (await Promise.all([import(JANODE), import(VIDEOROOM)])) as [{ default: Janode }, { default: VideoRoomPlugin }];
  // janode writes to the console; what matters is logged by its callers, through the server's logger.
  janode.default.Logger.setLevel('none');
  return { Janode: janode.default, VideoRoom: videoRoom.default };
}
