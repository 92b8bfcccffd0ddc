import { ErrorBodySchema } from '@stuga/shared';
import type { z } from 'zod';

/** A failed call, carrying the server's message (DECISIONS §10) and status. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The message shown when the server cannot be reached at all. */
const NETWORK_ERROR = 'Network error. Please try again.';

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
  /** Bearer token of the session, when there is one. */
  token?: string | null;
  signal?: AbortSignal;
}

/**
 * Calls the API and checks the answer against `schema`; a failure becomes an ApiError with the
 * server's `error` text (or `fallback` when the body has none).
 */
export async function apiRequest<T extends z.ZodType>(
  path: string,
  schema: T,
  fallback: string,
  options: RequestOptions = {},
): Promise<z.infer<T>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.token) headers.Authorization = `Bearer ${options.token}`;

  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      credentials: 'include',
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(NETWORK_ERROR, 0);
  }

  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const parsed = ErrorBodySchema.partial().safeParse(body);
    const message = (parsed.success && (parsed.data.error || parsed.data.message)) || fallback;
    throw new ApiError(message, response.status);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ApiError(fallback, response.status);
  return parsed.data;
}
