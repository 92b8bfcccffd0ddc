import type { SaidValues } from '@stuga/shared';
import type { MessageKey } from '@/i18n/en';
import { hasMessage, translate } from './i18n';
import { markReachable, markUnreachable } from './offline';
import { sessionStore } from './session-store';

/**
 * A failed call, carrying the server's message (DECISIONS §10) and status. Its `message` is said
 * in the language shown when it is read: the server's code and values (or the call's own
 * fallback's key) in the reader's language, else the server's words.
 */
export class ApiError extends Error {
  constructor(
    text: string,
    readonly status: number,
    readonly code?: string,
    readonly params?: SaidValues,
  ) {
    super(text);
    this.name = 'ApiError';
    Object.defineProperty(this, 'message', {
      get: () => (code && hasMessage(code) ? translate(code, params) : text),
    });
  }
}

/**
 * The text for a failed call: `offline` when the server could not be reached, else what the server
 * said (or the call's own fallback, which `apiRequest` puts in every error).
 */
export function failureMessage(error: Error, offline: string): string {
  return error instanceof ApiError && error.status === 0 ? offline : error.message;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Send no session token: the calls that sign in or run before there is a session. */
  anonymous?: boolean;
  /** Headers of the call's own (a guest pass). */
  headers?: Record<string, string>;
  signal?: AbortSignal | undefined;
}

/** The server's words for a failure: `error` (or `message`) of the body, when it has one. */
function serverMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { error, message } = body as { error?: unknown; message?: unknown };
  if (typeof error === 'string' && error) return error;
  if (typeof message === 'string' && message) return message;
  return undefined;
}

/** The code and values of a failure's body (decision 0021), when it has them. */
function serverCode(body: unknown): { code?: string; params?: SaidValues } {
  if (typeof body !== 'object' || body === null) return {};
  const { code, params } = body as { code?: unknown; params?: unknown };
  if (typeof code !== 'string') return {};
  const values = typeof params === 'object' && params !== null ? (params as SaidValues) : undefined;
  return values ? { code, params: values } : { code };
}

/** The failure of a call the server never answered (offline), said in the shown language. */
export const offlineError = () =>
  new ApiError(translate('common.networkError'), 0, 'common.networkError');

/**
 * The failure a server's answer says: its `error` text with its code and values, or, for an answer
 * that says nothing the app can read (a proxy's error page), the call's own `fallback`.
 */
export function failureOf(body: unknown, status: number, fallback: MessageKey): ApiError {
  const text = serverMessage(body);
  if (!text) return new ApiError(translate(fallback), status, fallback);
  const { code, params } = serverCode(body);
  return new ApiError(text, status, code, params);
}

/**
 * Calls the API with the session's bearer token. The answer has the shape of the call's schema in
 * `@stuga/shared`: the server checks every answer against it before sending (decision 0009), so
 * it is not checked again here. A failure becomes an ApiError with the server's `error` text (or
 * `fallback`); a token the server refuses (401) ends the session.
 */
export async function apiRequest<T>(
  path: string,
  fallback: MessageKey,
  options: RequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const token = options.anonymous ? null : (sessionStore.get()?.jwt ?? null);
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    markUnreachable();
    // Said in the shown language: the server could not say anything.
    throw offlineError();
  }
  // An answer the service worker kept means the server could not be reached (build/pwa.ts).
  if (response.headers.get('X-Stuga-Kept') === null) markReachable();
  else markUnreachable();

  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    // Only the session that sent the refused token ends; a newer one (another tab) stays.
    if (response.status === 401 && token && sessionStore.get()?.jwt === token) {
      sessionStore.set(null);
    }
    throw failureOf(body, response.status, fallback);
  }
  // A body that is not JSON (a proxy's error page) is a failure, not an answer.
  if (body === undefined) throw failureOf(undefined, response.status, fallback);
  return body as T;
}
