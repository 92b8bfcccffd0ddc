import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** Queries retry once on server trouble, never on a refusal the server meant (4xx). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        retry: (failures, error) =>
          failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
    },
  });
}
