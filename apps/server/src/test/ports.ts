/** Ports of 127.0.0.1 for the processes tests start, and the wait until one listens. */
import { connect, createServer, type AddressInfo } from 'node:net';

/** Asks the kernel for a port nobody is listening on. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Resolves once something accepts TCP connections on 127.0.0.1:`port` (a process started by a test,
 * `what`). `stillRunning` throws, with what the process said, when it is gone, so a process that
 * failed to start is not waited out.
 */
export async function acceptsConnections(port: number, what: string, stillRunning: () => void = () => undefined, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    stillRunning();
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > until) throw new Error(`${what} did not listen on 127.0.0.1:${port}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
