import { ApiError } from '@/lib/api-client';

/** The server's words when it refused something (4xx), else the fallback. */
export const refusal = (error: Error, fallback: string) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : fallback;
