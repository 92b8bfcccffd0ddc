import { Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { paths, type Improvement, type ImprovementInput } from '@stuga/shared';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { BackLink } from '@/components/ui/back-link';
import { ConfirmDelete } from '@/components/ui/confirm-delete';
import { QueryState } from '@/components/ui/query-state';
import { StatusText } from '@/components/ui/status-text';
import { useT } from '@/lib/i18n';
import { usePageTitle } from '@/lib/page-title';
import { useAddImprovement } from '../api/add-improvement';
import { useDeleteImprovement } from '../api/delete-improvement';
import { useEditImprovement } from '../api/edit-improvement';
import { useAdminImprovements } from '../api/get-admin-improvements';
import { useToggleImprovementDone } from '../api/toggle-improvement-done';
import { AdminImprovementCard } from '../components/admin-improvement-card';
import { ImprovementDialog } from '../components/improvement-dialog';

/** What the edit form sends back for an improvement as it is, with `changes`. */
const inputOf = (item: Improvement, changes: Partial<ImprovementInput> = {}): ImprovementInput => ({
  title: item.title,
  description: item.description,
  price: item.price,
  category: item.category,
  priority: item.priority,
  image_url: item.image_url,
  link_url: item.link_url,
  link_text: item.link_text,
  is_active: item.is_active,
  ...changes,
});

/** The admins' improvements: a card grid, the add/edit dialog, Done/Undo, active and delete (SPEC §2). */
export function AdminImprovementsScreen() {
  const t = useT();
  usePageTitle(t('admin.tile.improvements'));
  const list = useAdminImprovements();
  const add = useAddImprovement();
  const edit = useEditImprovement();
  const done = useToggleImprovementDone();
  const remove = useDeleteImprovement();
  const [editing, setEditing] = useState<Improvement | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Improvement | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const onError = (error: Error) => setFailure(error.message);
  const busyId =
    (edit.isPending && edit.variables?.id) ||
    (done.isPending && done.variables) ||
    (remove.isPending && remove.variables) ||
    null;

  const save = (input: ImprovementInput) => {
    const close = () => setEditing(null);
    if (editing === 'new') add.mutate(input, { onSuccess: close });
    else if (editing) edit.mutate({ id: editing.id, improvement: input }, { onSuccess: close });
  };

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between">
          <Title order={1}>{t('admin.tile.improvements')}</Title>
          <Group gap="sm">
            <BackLink to={paths.admin}>{t('admin.back')}</BackLink>
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => {
                add.reset();
                edit.reset();
                setEditing('new');
              }}
            >
              {t('improvementDialog.add')}
            </Button>
          </Group>
        </Group>
        {failure && <StatusText tone="error">{failure}</StatusText>}
        <QueryState
          data={list.data}
          error={list.error}
          isPending={list.isPending}
          retry={() => void list.refetch()}
          loadingLabel={t('improvements.improvements.loadingImprovements')}
        >
          {(data) =>
            data.improvements.length === 0 ? (
              <Text c="dimmed">{t('adminImprovements.none')}</Text>
            ) : (
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
                {data.improvements.map((item) => (
                  <AdminImprovementCard
                    key={item.id}
                    improvement={item}
                    busy={busyId === item.id}
                    onEdit={() => {
                      edit.reset();
                      setEditing(item);
                    }}
                    onToggleDone={() => {
                      setFailure(null);
                      done.mutate(item.id, { onError });
                    }}
                    onToggleActive={(active) => {
                      setFailure(null);
                      edit.mutate(
                        { id: item.id, improvement: inputOf(item, { is_active: active }) },
                        { onError },
                      );
                    }}
                    onDelete={() => setDeleting(item)}
                  />
                ))}
              </SimpleGrid>
            )
          }
        </QueryState>
      </Stack>
      {editing !== null && (
        <ImprovementDialog
          key={editing === 'new' ? 'new' : editing.id}
          improvement={editing === 'new' ? null : editing}
          saving={add.isPending || edit.isPending}
          error={(editing === 'new' ? add.error : edit.error)?.message ?? null}
          onSave={save}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDelete
        opened={deleting !== null}
        title={t('adminImprovements.deleteTitle')}
        pending={remove.isPending}
        error={remove.error?.message}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })
        }
      >
        <Text>{t('adminImprovements.deleteText', { title: deleting?.title ?? '' })}</Text>
      </ConfirmDelete>
    </Container>
  );
}
