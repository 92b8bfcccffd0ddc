import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/** How the sink behaves: takes mail, refuses it, or never answers at all. */
export type SinkMode = 'answer' | 'refuse' | 'silent';

/** A real SMTP server on loopback that keeps every message it receives. */
export async function startSmtpSink() {
  const received: ReceivedMail[] = [];
  const state = { mode: 'answer' as SinkMode };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 100,
    onConnect(_session, callback) {
      // Silent: the greeting never comes, as with a server that has hung.
      if (state.mode !== 'silent') callback();
    },
    onMailFrom(_address, _session, callback) {
      if (state.mode !== 'refuse') return callback();
      callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          // Quoted-printable soft line breaks are undone so links read whole.
          raw: Buffer.concat(chunks)
            .toString('utf8')
            .replace(/=\r?\n/g, '')
            .replace(/=3D/g, '='),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Changes how the sink treats the next connections. */
    set mode(mode: SinkMode) {
      state.mode = mode;
    },
    get mode() {
      return state.mode;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
