import type { FastifyReply } from 'fastify';
import { isDeepStrictEqual } from 'node:util';
import { answerEncoding, COMPRESS_FROM, encode, type AnswerEncoding } from './compression.js';
import { writesSoFar, type DatabaseHandle } from '../db/database.js';
import { dataVersionOf } from '../db/data-version.repository.js';

/**
 * A read shared by the requests of one turn of the event loop (decision 0058). On SQLite it is made
 * once for all the requests that arrive together, and made again after any write this process
 * makes and in the next turn: requests that arrive together are answered as of the moment the
 * first of them asks, a write made here is seen by whatever follows it, and one made by another
 * process by every request that arrives after it. On PostgreSQL, whose writes this process does
 * not count, every call reads.
 */
export class ReadInTurn<T> {
  private current: { reading: Promise<T>; writes: number } | undefined;

  constructor(
    private readonly handle: DatabaseHandle,
    private readonly read: () => Promise<T>,
  ) {}

  /** What the read gives now. */
  get(): Promise<T> {
    if (this.handle.engine !== 'sqlite') return this.read();
    if (this.current?.writes !== writesSoFar()) {
      const current = { reading: this.read(), writes: writesSoFar() };
      const forget = () => {
        if (this.current === current) this.current = undefined;
      };
      this.current = current;
      setImmediate(forget);
      current.reading.catch(forget);
    }
    return this.current.reading;
  }
}

/** The data version as the requests of one turn see it. */
export const dataVersionInTurn = (handle: DatabaseHandle) =>
  new ReadInTurn(handle, () => dataVersionOf(handle.db));

/**
 * From how many bytes an answer made anew is first compressed quickly: brotli at quality 4 takes
 * 30 ms over the approvals view of 10 000 options (4.3 MB), at quality 1 5 ms for a third more
 * bytes. The first to ask gets that form; the smaller one is made once the answer is asked for
 * again (decision 0084): an answer a write replaces before anyone asks again (an admin approving
 * one request after another) costs no work beyond its first form.
 */
export const QUICK_FROM = 256_000;

/**
 * A compressed form of a kept answer; `improvable`: a quick form whose smaller one is not asked
 * for yet.
 */
interface EncodedForm {
  form: Promise<Buffer>;
  improvable: boolean;
}

/** How many bytes of answers are kept at most (the rest is made again when asked). */
const KEPT_BYTES = 32_000_000;

/**
 * Answers kept as the bytes sent, for the data version they were made at (decision 0050): the
 * stay views over years of plans take long to make and change only when their data does. Asked
 * for a view, it reads the data version first and gives the kept text when it was made at that
 * version; otherwise it makes the answer (once, however many ask meanwhile) and keeps it. The
 * version is read before the data, so a kept text is never older than its version. Only reads
 * outside a transaction may be kept: inside one, the version could be one that never commits.
 * When the room runs out, the answers made first go first; a new version empties it anyway.
 */
export class KeptAnswers {
  private token: string | undefined;
  private readonly kept = new Map<string, Buffer>();
  private readonly making = new Map<string, Promise<Buffer>>();
  /** Each answer's compressed forms, made the first time they are asked for (decision 0060). */
  private readonly encodings = new WeakMap<Buffer, Partial<Record<AnswerEncoding, EncodedForm>>>();
  private bytes = 0;

  constructor(
    private readonly version: ReadInTurn<string>,
    /** How many bytes of answers are kept at most. */
    private readonly room = KEPT_BYTES,
  ) {}

  /** The answer for `key` (what it depends on besides the data), made by `make` if needed. */
  async get(key: string, make: () => Promise<string>): Promise<Buffer> {
    const token = await this.version.get();
    if (token !== this.token) {
      this.token = token;
      this.kept.clear();
      this.making.clear();
      this.bytes = 0;
    }
    const found = this.kept.get(key);
    if (found !== undefined) return found;
    const slot = `${token}\n${key}`;
    let pending = this.making.get(slot);
    if (!pending) {
      pending = make()
        .then((text) => Buffer.from(text))
        .finally(() => this.making.delete(slot));
      this.making.set(slot, pending);
      void pending.then(
        (answer) => this.keep(token, key, answer),
        () => undefined,
      );
    }
    return pending;
  }

  /**
   * `answer` (one this has given) in `encoding`: compressed once for as long as the answer is
   * kept, not on every request. They go with it (a WeakMap), so they take no room of their own
   * to count: about a tenth of the answer's.
   */
  encoded(answer: Buffer, encoding: AnswerEncoding): Promise<Buffer> {
    let forms = this.encodings.get(answer);
    if (!forms) {
      forms = {};
      this.encodings.set(answer, forms);
    }
    const found = forms[encoding];
    if (found) {
      if (found.improvable) this.improve(forms, encoding, answer, found);
      return found.form;
    }
    const quick = answer.length >= QUICK_FROM;
    const made: EncodedForm = {
      form: encode(answer, encoding, quick ? 'quick' : 'kept'),
      improvable: quick,
    };
    forms[encoding] = made;
    // A failure is not kept: the next request tries again.
    made.form.catch(() => {
      if (forms[encoding] === made) delete forms[encoding];
    });
    return made.form;
  }

  /**
   * Asked again for an answer sent in its quick form: the smaller form is made (once) and given
   * from when it is ready; meanwhile the quick one still is.
   */
  private improve(
    forms: Partial<Record<AnswerEncoding, EncodedForm>>,
    encoding: AnswerEncoding,
    answer: Buffer,
    quick: EncodedForm,
  ): void {
    quick.improvable = false;
    void quick.form.then(
      () => {
        const smaller: EncodedForm = { form: encode(answer, encoding), improvable: false };
        smaller.form.then(
          () => {
            if (forms[encoding] === quick) forms[encoding] = smaller;
          },
          // Not made: the next to ask tries again.
          () => {
            quick.improvable = true;
          },
        );
      },
      () => undefined,
    );
  }

  /** How many answers are kept now (for tests). */
  get size(): number {
    return this.kept.size;
  }

  private keep(token: string, key: string, answer: Buffer): void {
    if (token !== this.token || answer.length > this.room) return;
    const before = this.kept.get(key);
    if (before !== undefined) this.bytes -= before.length;
    this.kept.set(key, answer);
    this.bytes += answer.length;
    // A Map goes in the order its keys were set: the first made first.
    for (const [first, value] of this.kept) {
      if (this.bytes <= this.room) break;
      this.kept.delete(first);
      this.bytes -= value.length;
    }
  }
}

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * A kept view as the JSON its route sends (decision 0082): written as it is, not through the
 * route's serializer, whose parse by the response schema copies the whole view first (a third of
 * the time of the approvals view over 10 000 options, and most of its garbage). The schema still
 * holds it where the app is tested: outside production the view is also put through the route's
 * serializer, and a view that is not exactly what the schema sends (a field it does not name, a
 * value of another kind) fails the request, so no test passes with such a view.
 */
function written(reply: FastifyReply, view: unknown): string {
  const text = JSON.stringify(view);
  if (reply.server.config.env !== 'production') {
    const sent = String(reply.serialize(view));
    if (!isDeepStrictEqual(JSON.parse(sent), JSON.parse(text))) {
      const { method, url } = reply.request.routeOptions;
      throw new Error(`The view of ${method} ${url} is not what its response schema sends`);
    }
  }
  return text;
}

/**
 * Answers with `view` written as the route's schema sends it (`written`), not put through the
 * route's serializer on every request: for a small answer that does not change (the health
 * check), the serializer's parse is the largest part of what the route costs beyond Fastify's
 * own work (decision 0087).
 */
export function sendWritten(reply: FastifyReply, view: unknown): FastifyReply {
  return reply.type(JSON_TYPE).send(written(reply, view));
}

/**
 * Answers a read with the text kept for `key` at the data version now, or made by `make` and
 * written as the route sends it (`written`); compressed as the request accepts, in the form kept
 * with it.
 */
export async function sendKept(
  reply: FastifyReply,
  key: string,
  make: () => Promise<unknown>,
): Promise<FastifyReply> {
  const kept = reply.server.keptAnswers;
  const answer = await kept.get(key, async () => written(reply, await make()));
  reply.type(JSON_TYPE);
  const encoding = answerEncoding(reply.request.headers['accept-encoding']);
  if (encoding === null || answer.length < COMPRESS_FROM) return reply.send(answer);
  const vary = reply.getHeader('vary');
  return reply
    .header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding')
    .header('content-encoding', encoding)
    .send(await kept.encoded(answer, encoding));
}
