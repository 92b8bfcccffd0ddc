import { Button, FileInput, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { StatusText } from '@/components/ui/status-text';
import { failureMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { useFormCheck } from '@/lib/schemas';
import { useAddDocument } from '../api/add-document';
import { DocumentFields, emptyDraft, inputOf } from './document-fields';
import { DOCUMENT_TYPES } from './document-words';

/**
 * An admin adds a document (DECISIONS §24): its fields, checked as the server checks them, then
 * its file, which the server checks by its content. What was typed stays when it is refused.
 */
export function AddDocument() {
  const t = useT();
  const add = useAddDocument();
  const checkForm = useFormCheck();
  const [draft, setDraft] = useState(emptyDraft);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async () => {
    setProblem(null);
    add.reset();
    const input = inputOf(draft);
    const checked = await checkForm((schemas) => schemas.DocumentInputSchema.safeParse(input));
    if (!checked.ok) return setProblem(checked.problem ?? t('common.networkError'));
    if (!file) return setProblem(t('documents.chooseFile'));
    add.mutate(
      { input, file },
      {
        onSuccess: () => {
          setDraft(emptyDraft);
          setFile(null);
        },
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="sm">
        <DocumentFields draft={draft} onChange={setDraft} />
        <FileInput
          label={t('documents.field.file')}
          description={t('documents.field.fileHint')}
          accept={DOCUMENT_TYPES}
          value={file}
          onChange={setFile}
          clearable
          required
        />
        {problem && <StatusText tone="error">{problem}</StatusText>}
        {add.error && (
          <StatusText tone="error">{failureMessage(add.error, t('fail.addDocument'))}</StatusText>
        )}
        {add.isSuccess && <StatusText tone="success">{t('documents.added')}</StatusText>}
        <Group>
          <Button type="submit" loading={add.isPending}>
            {t('documents.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
