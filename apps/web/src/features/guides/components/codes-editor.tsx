import {
  Button,
  Divider,
  Group,
  Modal,
  NativeSelect,
  Paper,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import {
  HOUSE_CODE_KINDS,
  HOUSE_CODE_LABEL_MAX,
  HOUSE_CODE_NOTE_MAX,
  HOUSE_CODE_VALUE_MAX,
  HOUSE_CODES_MAX,
  type HouseCode,
  type HouseCodeKind,
} from '@stuga/shared';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { QueryState } from '@/components/ui/query-state';
import { moved, RowOrderButtons } from '@/components/ui/row-order';
import { StatusText } from '@/components/ui/status-text';
import { useT } from '@/lib/i18n';
import { useFormCheck } from '@/lib/schemas';
import { useFormat } from '@/lib/formatting';
import { useSaveHouseCodes } from '../api/save-house-codes';
import { useAdminHouseCodes } from '../api/admin-house-codes';

/** A code as the form edits it: a kept one has its id, a new one a key of its own. */
interface Draft {
  key: string;
  id?: number;
  kind: HouseCodeKind;
  label: string;
  value: string;
  note: string;
}

const KIND_KEYS = {
  door: 'codes.kind.door',
  alarm: 'codes.kind.alarm',
  wifi: 'codes.kind.wifi',
  other: 'codes.kind.other',
} as const;

let made = 0;
const fresh = (): Draft => ({
  key: `new-${(made += 1)}`,
  kind: 'door',
  label: '',
  value: '',
  note: '',
});
const draftOf = (code: HouseCode): Draft => ({ key: String(code.id), ...code });

/** What is wrong with a code, by field, as the server would say it (it checks again). */
function problems(drafts: readonly Draft[]) {
  const names = drafts.map((d) => d.label.trim().toLowerCase());
  return drafts.map((draft, index) => ({
    label: !draft.label.trim()
      ? ('codes.editor.needLabel' as const)
      : names.indexOf(names[index]!) !== index
        ? ('codes.editor.sameName' as const)
        : null,
    value: !draft.value.trim() ? ('codes.editor.needValue' as const) : null,
  }));
}

/** The admins' editor of the house codes, and who saw them when (DECISIONS §20). */
export function CodesEditor({ onClose }: { onClose(): void }) {
  const t = useT();
  const kept = useAdminHouseCodes(true);
  const save = useSaveHouseCodes();
  const [edits, setEdits] = useState<Draft[] | null>(null);
  const [tried, setTried] = useState(false);
  const [saved, setSaved] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const checkForm = useFormCheck();
  const drafts = edits ?? kept.data?.codes.map(draftOf) ?? [];
  const wrong = problems(drafts);
  const change = (next: Draft[]) => {
    setEdits(next);
    setSaved(false);
  };
  const update = (key: string, patch: Partial<Draft>) =>
    change(drafts.map((d) => (d.key === key ? { ...d, ...patch } : d)));
  const submit = async () => {
    setTried(true);
    setProblem(null);
    if (wrong.some((w) => w.label || w.value)) return;
    const checked = await checkForm((schemas) =>
      schemas.HouseCodesInputSchema.safeParse({
        codes: drafts.map(({ id, kind, label, value, note }) => ({
          ...(id === undefined ? {} : { id }),
          kind,
          label: label.trim(),
          value: value.trim(),
          note: note.trim(),
        })),
      }),
    );
    if (!checked.ok) return setProblem(checked.problem ?? t('common.networkError'));
    save.mutate(checked.data, {
      onSuccess: (answer) => {
        setEdits(answer.codes.map(draftOf));
        setTried(false);
        setSaved(true);
      },
    });
  };
  return (
    <Modal opened onClose={onClose} title={t('codes.editor.title')} size="lg">
      <QueryState
        data={kept.data}
        error={kept.error}
        isPending={kept.isPending}
        retry={() => void kept.refetch()}
        loadingLabel={t('codes.loading')}
      >
        {(data) => (
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {t('codes.editor.explain')}
            </Text>
            <form
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                void submit();
              }}
            >
              <Stack gap="sm">
                {drafts.map((draft, index) => (
                  <CodeFields
                    key={draft.key}
                    draft={draft}
                    index={index}
                    count={drafts.length}
                    wrong={tried ? wrong[index]! : null}
                    onChange={(patch) => update(draft.key, patch)}
                    onMove={(by) => change(moved(drafts, index, by))}
                    onRemove={() => change(drafts.filter((d) => d.key !== draft.key))}
                  />
                ))}
                <Group justify="space-between">
                  <Button
                    variant="light"
                    leftSection={<IconPlus size={16} aria-hidden />}
                    disabled={drafts.length >= HOUSE_CODES_MAX}
                    onClick={() => change([...drafts, fresh()])}
                  >
                    {t('codes.editor.add')}
                  </Button>
                  <Button type="submit" loading={save.isPending}>
                    {t('codes.editor.save')}
                  </Button>
                </Group>
                {(problem ?? save.error) && (
                  <StatusText tone="error">{problem ?? save.error?.message}</StatusText>
                )}
                {saved && <StatusText tone="success">{t('codes.editor.saved')}</StatusText>}
              </Stack>
            </form>
            <Divider />
            <CodeViews views={data.views} />
          </Stack>
        )}
      </QueryState>
    </Modal>
  );
}

/** One code's fields: its kind, name, value and note, moved up or down, or removed. */
function CodeFields({
  draft,
  index,
  count,
  wrong,
  onChange,
  onMove,
  onRemove,
}: {
  draft: Draft;
  index: number;
  count: number;
  /** What is wrong with it, once a save was tried. */
  wrong: ReturnType<typeof problems>[number] | null;
  onChange(patch: Partial<Draft>): void;
  onMove(by: number): void;
  onRemove(): void;
}) {
  const t = useT();
  const name = draft.label.trim() || t('codes.editor.unnamed', { n: index + 1 });
  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap="xs">
        <Group gap="xs" align="flex-end" wrap="wrap">
          <NativeSelect
            label={t('codes.editor.kind')}
            value={draft.kind}
            onChange={(event) =>
              onChange({
                kind: event.currentTarget.value as HouseCodeKind,
              })
            }
            data={HOUSE_CODE_KINDS.map((kind) => ({
              value: kind,
              label: t(KIND_KEYS[kind]),
            }))}
            style={{ flex: '0 0 8rem' }}
          />
          <TextInput
            label={t('codes.editor.label')}
            value={draft.label}
            maxLength={HOUSE_CODE_LABEL_MAX}
            required
            error={wrong?.label ? t(wrong.label) : null}
            onChange={(event) => onChange({ label: event.currentTarget.value })}
            style={{ flex: '1 1 10rem' }}
          />
          <TextInput
            label={t('codes.editor.value')}
            value={draft.value}
            maxLength={HOUSE_CODE_VALUE_MAX}
            required
            autoComplete="off"
            ff="monospace"
            error={wrong?.value ? t(wrong.value) : null}
            onChange={(event) => onChange({ value: event.currentTarget.value })}
            style={{ flex: '1 1 8rem' }}
          />
        </Group>
        <TextInput
          label={t('codes.editor.note')}
          value={draft.note}
          maxLength={HOUSE_CODE_NOTE_MAX}
          onChange={(event) => onChange({ note: event.currentTarget.value })}
        />
        <RowOrderButtons
          name={name}
          first={index === 0}
          last={index === count - 1}
          onMove={onMove}
          onRemove={onRemove}
        />
      </Stack>
    </Paper>
  );
}

/** Who saw the codes, and when (DECISIONS §20). */
function CodeViews({ views }: { views: { name: string; seen_at: string }[] }) {
  const t = useT();
  const format = useFormat();
  return (
    <>
      <Text fw={600} size="sm">
        {t('codes.views.title')}
      </Text>
      {views.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('codes.views.none')}
        </Text>
      ) : (
        <Stack gap={2} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {views.map((view, index) => (
            <Text key={`${view.seen_at}-${index}`} size="sm" component="li">
              {t('codes.views.line', {
                name: view.name,
                when: format.dateTime(view.seen_at),
              })}
            </Text>
          ))}
        </Stack>
      )}
    </>
  );
}
