import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import { compiledOnce } from './compiled.js';
import type { Database } from './schema.js';

type Db = Kysely<Database>;

const readToken = compiledOnce((db: Db) =>
  db.selectFrom('data_version').select('token').where('id', '=', 1),
);

/** The database's data version now: a token that changes with every write a stay view reads. */
export async function dataVersionOf(db: Db): Promise<string> {
  const [row] = await readToken(db);
  if (!row) throw new Error('The data_version row is missing: the database was not migrated.');
  return row.token;
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
 */
export class KeptAnswers {
  private token: string | undefined;
  private readonly kept = new Map<string, Buffer>();
  private readonly making = new Map<string, Promise<Buffer>>();
  private bytes = 0;

  constructor(private readonly db: Db) {}

  /** The answer for `key` (what it depends on besides the data), made by `make` if needed. */
  async get(key: string, make: () => Promise<string>): Promise<Buffer> {
    const token = await dataVersionOf(this.db);
    if (token !== this.token) {
      this.token = token;
      this.kept.clear();
      this.making.clear();
      this.bytes = 0;
    }
    const found = this.kept.get(key);
    if (found !== undefined) {
      // Most recently used last: the oldest goes first when the room runs out.
      this.kept.delete(key);
      this.kept.set(key, found);
      return found;
    }
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

  /** How many answers are kept now (for tests). */
  get size(): number {
    return this.kept.size;
  }

  private keep(token: string, key: string, answer: Buffer): void {
    if (token !== this.token || answer.length > KEPT_BYTES) return;
    const before = this.kept.get(key);
    if (before !== undefined) this.bytes -= before.length;
    this.kept.set(key, answer);
    this.bytes += answer.length;
    for (const [oldest, value] of this.kept) {
      if (this.bytes <= KEPT_BYTES) break;
      this.kept.delete(oldest);
      this.bytes -= value.length;
    }
  }
}

/**
 * Answers a read with the text kept for `key` at the data version now, or made by `make` and
 * written out by the route's own serializer (so it is exactly what the route would send).
 */
export async function sendKept(
  reply: FastifyReply,
  key: string,
  make: () => Promise<unknown>,
): Promise<FastifyReply> {
  const answer = await reply.server.keptAnswers.get(key, async () =>
    String(reply.serialize(await make())),
  );
  return reply.type('application/json; charset=utf-8').send(answer);
}
