import fastifyCompress from '@fastify/compress';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyInstance } from 'fastify';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The API's answers are sent compressed to a client that accepts it (decision 0060): on a phone's
 * weak signal the admin's plans over ten years (157 KB of JSON) took most of a second to arrive,
 * and the booking page and the timeline waited for them before they drew.
 */

/** The encodings the API answers in, the one it prefers first. */
const ENCODINGS = ['br', 'gzip'] as const;
export type AnswerEncoding = (typeof ENCODINGS)[number];

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESS_FROM = 1024;

/** Brotli for answers made on request: quality 4, near gzip's speed for a smaller result. */
const BROTLI_PARAMS = {
  [constants.BROTLI_PARAM_QUALITY]: 4,
  [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
};

/**
 * The encoding an answer (or a page of the web app) goes in for a request's `Accept-Encoding`, or
 * null (as it is): brotli first, and never one the client refuses (`;q=0`).
 */
export function answerEncoding(acceptEncoding: string | undefined): AnswerEncoding | null {
  if (!acceptEncoding) return null;
  const chosen = negotiate(acceptEncoding, [...ENCODINGS]);
  return chosen === 'br' || chosen === 'gzip' ? chosen : null;
}

/**
 * `answer` in `encoding`, as the plugin below would send it; made on libuv's threads, so a view
 * of megabytes (the admin's plans over 2 000 plans: 4 MB, 20 ms) does not hold up other requests.
 * `quick`: brotli quality 1 or gzip level 1, for an answer someone is waiting on as it is made
 * (`KeptAnswers.encoded`); `kept`: the smaller form, for the answer as it is kept.
 */
export function encode(
  answer: Buffer,
  encoding: AnswerEncoding,
  effort: 'kept' | 'quick' = 'kept',
): Promise<Buffer> {
  const quick = effort === 'quick';
  return encoding === 'br'
    ? brotliAsync(answer, {
        params: {
          ...BROTLI_PARAMS,
          ...(quick ? { [constants.BROTLI_PARAM_QUALITY]: 1 } : {}),
          [constants.BROTLI_PARAM_SIZE_HINT]: answer.length,
        },
      })
    : gzipAsync(answer, quick ? { level: 1 } : {});
}

/**
 * Compresses the answers of the routes registered after it in the same scope (the API's), when
 * the request accepts it and the answer is at least COMPRESS_FROM bytes. An answer already
 * encoded (a kept one, see `sendKept`) goes as it is. Request bodies are not taken compressed.
 */
export async function compressAnswers(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    encodings: [...ENCODINGS],
    threshold: COMPRESS_FROM,
    brotliOptions: { params: BROTLI_PARAMS },
    globalDecompression: false,
  });
}
