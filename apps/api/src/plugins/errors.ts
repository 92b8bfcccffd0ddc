import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { messageOf, msg, Refusal, type SaidValues } from '@stuga/shared';
import { HttpError } from '../lib/http-error.js';

/** Texts for the failures Fastify itself raises before a handler runs. */
const frameworkMessages: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [
    400,
    msg('api.request.invalidJson', 'The request body is not valid JSON.'),
  ],
  FST_ERR_CTP_EMPTY_JSON_BODY: [
    400,
    msg('api.request.emptyJson', 'The request body is empty but says it is JSON.'),
  ],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, msg('api.request.tooLarge', 'The request body is too large.')],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [
    415,
    msg('api.request.mediaType', 'This content type is not supported; send JSON.'),
  ],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [
    400,
    msg('api.request.length', 'The request body does not match its length.'),
  ],
  FST_ERR_BAD_URL: [400, msg('api.request.addressMalformed', 'The address is malformed.')],
};

/** How long the rest of a refused body is read and dropped before the connection is closed. */
const LINGER_MS = 10_000;

const GENERIC_ANSWER = msg(
  'api.request.checkInput',
  'Some of what was sent is not valid. Please check it and try again.',
);
export const NUL_REFUSED = msg(
  'api.request.nul',
  'Some of the text sent contains a character that is not allowed.',
);

/** Whether a parsed request part holds a NUL character in any text, key or value, at any depth. */
export function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value === null || typeof value !== 'object' || depth > 32) return false;
  if (Array.isArray(value)) return value.some((item) => holdsNul(item, depth + 1));
  return Object.entries(value).some(
    ([key, item]) => key.includes('\u0000') || holdsNul(item, depth + 1),
  );
}

/**
 * What a failed check says. Schemas carry SPEC's messages for people, made with `msg`, shown as
 * they are, never with a field name; a check without one (zod's own wording, which `msg` did not
 * make) says so plainly, and names the field in `field` only, for whoever calls the API by hand.
 */
function validationFailure(error: FastifyError): { message: string; field?: string } {
  const first = error.validation?.[0];
  if (!first?.message) return { message: msg('api.request.invalid', 'The request is invalid.') };
  const field = first.instancePath?.replace(/^\//, '').replace(/\//g, '.') || undefined;
  if (!messageOf(first.message)) {
    return field ? { message: GENERIC_ANSWER, field } : { message: GENERIC_ANSWER };
  }
  return { message: first.message };
}

/** Every failure answers `{error, message}` (DECISIONS §10); only real faults are 500 and logged. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  // A body refused while the client is still sending it (413; a malformed one) is read and
  // dropped for a bounded time before the connection may close (a lingering close): closing on
  // a client mid-send resets the connection, and the client sees EPIPE instead of the answer.
  // Fastify asks for `Connection: close` there; without it Node drains what is left itself.
  app.addHook('onSend', (request, reply, payload, done) => {
    const body = request.raw;
    if (reply.statusCode >= 400 && !body.complete && reply.getHeader('connection') === 'close') {
      reply.removeHeader('connection');
      const socket = body.socket;
      const stop = setTimeout(() => socket.destroy(), LINGER_MS);
      stop.unref();
      body.once('end', () => clearTimeout(stop));
      socket.once('close', () => clearTimeout(stop));
    }
    done(null, payload);
  });

  // No text the app keeps may hold a NUL: PostgreSQL refuses it in text, and no person types one.
  // Refused here, once for every route and every part of a request (decision 0014), before any
  // schema or query sees it, so both engines answer the same 400.
  app.addHook('preValidation', (request, _reply, done) => {
    const nul = holdsNul(request.params) || holdsNul(request.query) || holdsNul(request.body);
    done(nul ? new HttpError(400, NUL_REFUSED) : undefined);
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    let status = 500;
    let message: string = msg(
      'api.request.serverError',
      'Something went wrong on the server. Please try again.',
    );
    let field: string | undefined;
    let code: string | undefined;
    let params: SaidValues | undefined;

    if (error instanceof Refusal) {
      status = error.statusCode;
      message = error.message;
      ({ code, values: params } = error);
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      status = 400;
      ({ message, field } = validationFailure(error));
    } else if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response failed its schema');
    } else if (error.code && frameworkMessages[error.code]) {
      [status, message] = frameworkMessages[error.code]!;
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      status = error.statusCode;
      message = error.message;
    }

    if (status >= 500) request.log.error({ err: error }, 'request failed');
    // The code and values an app needs to say it in its reader's language (decision 0021): a
    // schema's message is known by the text `msg` made (DECISIONS §17), never by reading it.
    if (!code) ({ code, values: params } = messageOf(message) ?? {});
    void reply.status(status).send({
      error: message,
      message,
      ...(field ? { field } : {}),
      ...(code ? { code } : {}),
      ...(params ? { params } : {}),
    });
  });
});

/** The 404 answer for an API address nothing serves. */
export function apiNotFound(method: string, url: string) {
  const message = `No API call ${method} ${url.split('?')[0]}.`;
  return { error: message, message };
}
