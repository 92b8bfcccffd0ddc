import { type GuideSectionResponse, type GuideSection } from '@stuga/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { guideKeys, sectionsPath } from './keys';

/** `POST` a new section or `PUT` an existing one. */
export const saveSection = (type: string, section: GuideSection, isNew: boolean) =>
  apiRequest<GuideSectionResponse>(
    isNew ? sectionsPath(type) : `${sectionsPath(type)}/${encodeURIComponent(section.id)}`,
    'sectionEditor.saveFailed',
    { method: isNew ? 'POST' : 'PUT', body: section },
  );

export function useSaveSection(type: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ section, isNew }: { section: GuideSection; isNew: boolean }) =>
      saveSection(type, section, isNew),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: guideKeys.all(type) }),
  });
}
