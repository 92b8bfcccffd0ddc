import {
  GuideSchema,
  GuideSectionResponseSchema,
  MessageResponseSchema,
  type GuideSection,
} from '@stuga/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';

const base = (type: string) => `/api/admin/guides/${encodeURIComponent(type)}/sections`;

/** `GET /api/guides/{type}`. */
export const getGuide = (type: string, token: string | null, signal?: AbortSignal) =>
  apiRequest(`/api/guides/${encodeURIComponent(type)}`, GuideSchema, 'Guide not found', {
    token,
    signal,
  });

export function useGuide(type: string, enabled: boolean) {
  const { jwt } = useSession();
  return useQuery({
    queryKey: ['guide', type, jwt],
    queryFn: ({ signal }) => getGuide(type, jwt, signal),
    enabled,
  });
}

/** `POST` a new section or `PUT` an existing one. */
export const saveSection = (
  type: string,
  section: GuideSection,
  isNew: boolean,
  token: string | null,
) =>
  apiRequest(
    isNew ? base(type) : `${base(type)}/${encodeURIComponent(section.id)}`,
    GuideSectionResponseSchema,
    'Failed to save section',
    { method: isNew ? 'POST' : 'PUT', body: section, token },
  );

/** `DELETE /api/admin/guides/{type}/sections/{id}`. */
export const deleteSection = (type: string, id: string, token: string | null) =>
  apiRequest(
    `${base(type)}/${encodeURIComponent(id)}`,
    MessageResponseSchema,
    'Failed to delete section',
    {
      method: 'DELETE',
      token,
    },
  );

export function useSaveSection(type: string) {
  const { jwt } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ section, isNew }: { section: GuideSection; isNew: boolean }) =>
      saveSection(type, section, isNew, jwt),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['guide', type] }),
  });
}

export function useDeleteSection(type: string) {
  const { jwt } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteSection(type, id, jwt),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['guide', type] }),
  });
}
