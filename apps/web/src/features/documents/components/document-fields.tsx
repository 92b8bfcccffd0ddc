import { Checkbox, NativeSelect, Stack, TextInput } from '@mantine/core';
import {
  DOCUMENT_AUDIENCES,
  DOCUMENT_KINDS,
  DOCUMENT_TITLE_MAX,
  type DocumentAudience,
  type DocumentInput,
  type DocumentKind,
} from '@stuga/shared';
import { useT } from '@/lib/i18n';
import { AUDIENCE_WORDS, KIND_WORDS } from './document-words';

/** A document's fields as they are typed: the expiry as the date field gives it (YYYY-MM-DD). */
export interface DocumentDraft {
  title: string;
  kind: DocumentKind;
  audience: DocumentAudience;
  expires: string;
  offline: boolean;
}

export const emptyDraft: DocumentDraft = {
  title: '',
  kind: 'insurance',
  audience: 'owners',
  expires: '',
  offline: false,
};

/** The request a draft makes; only a manual is kept offline. */
export const inputOf = (draft: DocumentDraft): DocumentInput => ({
  title: draft.title,
  kind: draft.kind,
  audience: draft.audience,
  expires: draft.expires ? draft.expires.replaceAll('-', '/') : null,
  offline: draft.kind === 'manual' && draft.offline,
});

/** Title, kind, who may see it, when it runs out, and (a manual) whether the phone keeps it. */
export function DocumentFields({
  draft,
  onChange,
}: {
  draft: DocumentDraft;
  onChange(draft: DocumentDraft): void;
}) {
  const t = useT();
  const set = (change: Partial<DocumentDraft>) => onChange({ ...draft, ...change });
  return (
    <Stack gap="sm">
      <TextInput
        label={t('documents.field.title')}
        value={draft.title}
        maxLength={DOCUMENT_TITLE_MAX}
        required
        onChange={(event) => set({ title: event.currentTarget.value })}
      />
      <NativeSelect
        label={t('documents.field.kind')}
        value={draft.kind}
        data={DOCUMENT_KINDS.map((kind) => ({ value: kind, label: t(KIND_WORDS[kind]) }))}
        onChange={(event) => set({ kind: event.currentTarget.value as DocumentKind })}
      />
      <NativeSelect
        label={t('documents.field.audience')}
        value={draft.audience}
        data={DOCUMENT_AUDIENCES.map((audience) => ({
          value: audience,
          label: t(AUDIENCE_WORDS[audience]),
        }))}
        onChange={(event) => set({ audience: event.currentTarget.value as DocumentAudience })}
      />
      <TextInput
        type="date"
        label={t('documents.field.expires')}
        description={t('documents.field.expiresHint')}
        value={draft.expires}
        onChange={(event) => set({ expires: event.currentTarget.value })}
      />
      {draft.kind === 'manual' && (
        <Checkbox
          label={t('documents.field.offline')}
          checked={draft.offline}
          onChange={(event) => set({ offline: event.currentTarget.checked })}
        />
      )}
    </Stack>
  );
}
