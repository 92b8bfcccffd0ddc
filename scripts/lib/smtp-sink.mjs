// A real SMTP server on loopback that keeps what it receives, for the bench and the end-to-end
// services: it answers, refuses (550) or stays silent, as a mail server might.
import libmime from 'libmime';
import libqp from 'libqp';
import { SMTPServer } from 'smtp-server';
import { freePort } from './processes.mjs';

/** Starts the sink on `port` (a free one without it). `mode`: answer, refuse or silent. */
export async function startSmtpSink({ port, host = '127.0.0.1' } = {}) {
  const state = { mode: 'answer' };
  const messages = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 100,
    onConnect: (_session, callback) => state.mode !== 'silent' && callback(),
    onMailFrom: (_address, _session, callback) =>
      state.mode === 'refuse'
        ? callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }))
        : callback(),
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        const source = Buffer.concat(chunks);
        messages.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          // The message as it came, for a mail parser to read (encoded words, Swedish letters).
          source,
          // The message as a reader sees it: headers unfolded with their encoded words decoded, the
          // quoted-printable text decoded, so links and dashes read whole.
          raw: readable(source),
        });
        callback();
      });
    },
  });
  const listenOn = port ?? (await freePort());
  await new Promise((resolve) => server.listen(listenOn, host, resolve));
  return {
    state,
    /** Every mail received, in order: who it went to and its text. */
    messages,
    /** The same list, by the name the API tests use. */
    received: messages,
    /** How the sink treats the next connections. */
    get mode() {
      return state.mode;
    },
    set mode(mode) {
      state.mode = mode;
    },
    url: `smtp://${host}:${listenOn}`,
    /** The first link to `{PUBLIC_URL}/{kind}/…` mailed to `email`, waiting up to `seconds`. */
    async link(email, kind, seconds = 20) {
      const pattern = new RegExp(`https?://[^\\s/]+/${kind}/[A-Za-z0-9_-]+`);
      const until = Date.now() + seconds * 1000;
      while (Date.now() < until) {
        const mail = [...messages]
          .reverse()
          .find((m) => m.to.includes(email) && pattern.test(m.raw));
        if (mail) return pattern.exec(mail.raw)[0];
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`no ${kind} link mailed to ${email} within ${seconds} s`);
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** A message's headers unfolded and decoded, and its quoted-printable text decoded. */
function readable(source) {
  const text = source.toString('utf8');
  const end = text.search(/\r?\n\r?\n/);
  const head = end < 0 ? text : text.slice(0, end);
  const body = end < 0 ? '' : text.slice(end);
  return (
    libmime.decodeWords(head.replace(/\r?\n[ \t]+/g, ' ')) + libqp.decode(body).toString('utf8')
  );
}
