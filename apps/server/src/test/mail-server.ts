/** A real SMTP server on this machine, for tests that run the server as a process (test/server-process.ts). */
import { SMTPServer } from 'smtp-server';

export interface Received {
  to: string;
  body: string;
}

export interface MailServer {
  received: Received[];
  /** How many mails were begun, answered or not. */
  begun: () => number;
  close(): Promise<void>;
}

/**
 * An SMTP server on `port` that keeps what it receives. With `holdFirst` it never answers the first
 * mail's data, so a server sending it holds its job until it dies.
 */
export async function startMailServer(port: number, { holdFirst = false } = {}): Promise<MailServer> {
  const received: Received[] = [];
  let begun = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      begun += 1;
      const held = holdFirst && begun === 1;
      let body = '';
      stream.on('data', (chunk: Buffer) => (body += chunk.toString()));
      stream.on('end', () => {
        if (held) return;
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address).join(','), body });
        done();
      });
    },
  });
  // A server killed in the middle of a mail resets its connection, as the tests mean it to: the
  // SMTP server reports that as an error event, which is no failure of the test.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { received, begun: () => begun, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
