// janode imports this for its Unix-socket transport, which Sahaya never opens (JANUS_URL is ws:// or
// wss://, see config.ts). Asked for anyway, it says so instead of failing somewhere inside.
export function createSocket() {
  throw new Error('Janus over a Unix socket is not supported: set JANUS_URL to its WebSocket address (ws:// or wss://).');
}
