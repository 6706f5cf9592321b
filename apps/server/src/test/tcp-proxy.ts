/**
 * A TCP proxy between a test's server and a service it uses (PostgreSQL, Janus), to play an outage
 * for real: `cut` drops every open connection and refuses new ones, as a stopped service does, and
 * `restore` lets connections through again on the same port. What a cut connection carried is
 * lost, not held for later. The service itself, which other tests may share, is never touched.
 */
import { connect, createServer, type Server, type Socket } from 'node:net';

export interface TcpProxy {
  /** `url` (postgres://, ws://) with its host and port turned to the proxy's. */
  through(url: string): string;
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}

/** Starts a proxy to the host and port of `url`, on a free port of this machine. */
export async function startTcpProxy(url: string): Promise<TcpProxy> {
  const target = new URL(url);
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let port = 0;

  const open = async () => {
    const next = createServer((client) => {
      const upstream = connect(Number(target.port || 5432), target.hostname);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.once('close', () => sockets.delete(socket));
        // A reset on either side ends the pair; the other side sees its connection drop.
        socket.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
      client.once('close', () => upstream.destroy());
      upstream.once('close', () => client.destroy());
    });
    port = await listen(next, port);
    server = next;
  };

  const shut = async () => {
    const closing = server;
    server = null;
    for (const socket of sockets) socket.destroy();
    if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
  };

  await open();
  return {
    through(url) {
      const proxied = new URL(url);
      proxied.hostname = '127.0.0.1';
      proxied.port = String(port);
      return proxied.toString();
    },
    cut: shut,
    async restore() {
      if (!server) await open();
    },
    close: shut,
  };
}
