import type { HouseDocuments } from '@stuga/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { documentKeys } from './keys';

/** `GET /api/documents`: the documents the reader may see, by kind and title. */
export const useDocuments = () =>
  useQuery({
    queryKey: documentKeys.all(),
    queryFn: ({ signal }) =>
      apiRequest<HouseDocuments>('/api/documents', 'fail.documents', { signal }),
  });
