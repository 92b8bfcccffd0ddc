import { Button, Group, Modal, Stack } from '@mantine/core';
import type { HouseDocument } from '@stuga/shared';
import { useState } from 'react';
import { StatusText } from '@/components/ui/status-text';
import { failureMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { useFormCheck } from '@/lib/schemas';
import { useChangeDocument } from '../api/change-document';
import { DocumentFields, inputOf, type DocumentDraft } from './document-fields';

const draftOf = (document: HouseDocument): DocumentDraft => ({
  title: document.title,
  kind: document.kind,
  audience: document.audience,
  expires: document.expires ? document.expires.replaceAll('/', '-') : '',
  offline: document.offline,
});

/** An admin changes a document's fields in a dialog; the file stays as it is. */
export function ChangeDocument({
  document,
  onClose,
}: {
  document: HouseDocument;
  onClose(): void;
}) {
  const t = useT();
  const change = useChangeDocument();
  const checkForm = useFormCheck();
  const [draft, setDraft] = useState(() => draftOf(document));
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async () => {
    setProblem(null);
    const input = inputOf(draft);
    const checked = await checkForm((schemas) => schemas.DocumentInputSchema.safeParse(input));
    if (!checked.ok) return setProblem(checked.problem ?? t('common.networkError'));
    change.mutate({ id: document.id, input }, { onSuccess: onClose });
  };

  return (
    <Modal opened onClose={onClose} title={t('documents.changeOf', { title: document.title })}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          <DocumentFields draft={draft} onChange={setDraft} />
          {problem && <StatusText tone="error">{problem}</StatusText>}
          {change.error && (
            <StatusText tone="error">
              {failureMessage(change.error, t('fail.changeDocument'))}
            </StatusText>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={change.isPending}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
