import { Anchor, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { daysBetween, DOCUMENT_KINDS, type HouseDocument } from '@stuga/shared';
import { useState } from 'react';
import { ConfirmDelete } from '@/components/ui/confirm-delete';
import { failureMessage } from '@/lib/api-client';
import { useFormat } from '@/lib/formatting';
import { useT } from '@/lib/i18n';
import { useRemoveDocument } from '../api/remove-document';
import { ChangeDocument } from './change-document';
import { AUDIENCE_WORDS, KIND_WORDS } from './document-words';

/** A file's size as people read it: kB below a megabyte, MB with one decimal above. */
function useSize() {
  const t = useT();
  const format = useFormat();
  return (bytes: number) =>
    bytes < 1024 * 1024
      ? t('documents.kilobytes', { size: format.number(Math.max(1, Math.round(bytes / 1024))) })
      : t('documents.megabytes', {
          size: format.number(Math.round((bytes / 1024 / 1024) * 10) / 10),
        });
}

/** When a document runs out, and a warning from 90 days before. */
function Expiry({ expires, today }: { expires: string; today: string }) {
  const t = useT();
  const format = useFormat();
  const day = expires.replaceAll('/', '-');
  const left = daysBetween(today, day);
  if (left < 0)
    return (
      <Badge color="red.9" variant="filled" tt="none">
        {t('documents.expired', { day: format.day(day) })}
      </Badge>
    );
  if (left <= 90) {
    return (
      <Badge color="yellow.3" c="dark.9" variant="filled" tt="none">
        {t('documents.expiresSoon', { day: format.day(day) })}
      </Badge>
    );
  }
  return <Text size="sm">{t('documents.expires', { day: format.day(day) })}</Text>;
}

function DocumentItem({
  document,
  today,
  onChange,
  onRemove,
}: {
  document: HouseDocument;
  today: string;
  onChange(): void;
  onRemove(): void;
}) {
  const t = useT();
  const size = useSize();
  return (
    <Stack gap={4} component="li">
      <Anchor
        href={document.url}
        target="_blank"
        rel="noopener"
        fw={600}
        className="touch-target"
        style={{ display: 'inline-flex', alignItems: 'center', alignSelf: 'flex-start' }}
      >
        {document.title}
      </Anchor>
      <Text size="sm" c="dimmed">
        {document.pages === null
          ? t('documents.picture', { size: size(document.size) })
          : t('documents.pdf', { pages: document.pages, size: size(document.size) })}
      </Text>
      <Text size="sm" c="dimmed">
        {t('documents.seenBy', { audience: t(AUDIENCE_WORDS[document.audience]) })}
      </Text>
      <Group gap="xs">
        {document.expires && <Expiry expires={document.expires} today={today} />}
        {document.offline && (
          <Badge variant="light" color="teal" tt="none">
            {t('documents.offline')}
          </Badge>
        )}
      </Group>
      {document.can.edit && (
        <Group gap="xs">
          <Button
            variant="subtle"
            size="compact-sm"
            className="touch-target"
            onClick={onChange}
            aria-label={t('documents.changeOf', { title: document.title })}
          >
            {t('documents.change')}
          </Button>
          <Button
            variant="subtle"
            color="red"
            size="compact-sm"
            className="touch-target"
            onClick={onRemove}
            aria-label={t('documents.removeOf', { title: document.title })}
          >
            {t('documents.remove')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** The documents by kind, each opening its file; for the admins, changed or removed here. */
export function DocumentList({ documents, today }: { documents: HouseDocument[]; today: string }) {
  const t = useT();
  const remove = useRemoveDocument();
  const [changing, setChanging] = useState<HouseDocument | null>(null);
  const [removing, setRemoving] = useState<HouseDocument | null>(null);
  if (documents.length === 0) return <Text>{t('documents.none')}</Text>;
  return (
    <Stack gap="lg">
      {DOCUMENT_KINDS.filter((kind) => documents.some((document) => document.kind === kind)).map(
        (kind) => (
          <Stack key={kind} gap="xs">
            <Title order={3} size="h5">
              {t(KIND_WORDS[kind])}
            </Title>
            <Stack gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {documents
                .filter((document) => document.kind === kind)
                .map((document) => (
                  <DocumentItem
                    key={document.id}
                    document={document}
                    today={today}
                    onChange={() => setChanging(document)}
                    onRemove={() => {
                      remove.reset();
                      setRemoving(document);
                    }}
                  />
                ))}
            </Stack>
          </Stack>
        ),
      )}
      {changing && <ChangeDocument document={changing} onClose={() => setChanging(null)} />}
      <ConfirmDelete
        opened={removing !== null}
        title={t('documents.removeTitle')}
        pending={remove.isPending}
        error={remove.error && failureMessage(remove.error, t('fail.removeDocument'))}
        onCancel={() => setRemoving(null)}
        onConfirm={() =>
          removing && remove.mutate(removing.id, { onSuccess: () => setRemoving(null) })
        }
        confirmLabel={t('documents.remove')}
      >
        <Text>{t('documents.removeText', { title: removing?.title ?? '' })}</Text>
      </ConfirmDelete>
    </Stack>
  );
}
