import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Modal,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  NativeSelect,
  TextInput,
} from '@mantine/core';
import { type GuideSection } from '@stuga/shared';
import { IconTrash } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { StatusText } from '@/components/ui/status-text';
import { useSay, useT } from '@/lib/i18n';
import { loadSchemas, usePreloadSchemas } from '@/lib/schemas';
import { useGuidePictures } from '../api/guide-pictures';
import { useSaveSection } from '../api/save-section';

/** How long 'Invalid JSON format' stays, and how long the editor stays open after saving (SPEC §9). */
export const JSON_ERROR_MS = 3000;
export const CLOSE_AFTER_SAVE_MS = 1500;

const empty: GuideSection = { id: '', title: '', content: '', images: [] };
const asJson = (section: GuideSection) => JSON.stringify(section, null, 2);

export interface SectionEditorProps {
  type: string;
  /** The section to edit, or null to add one. */
  section: GuideSection | null;
  opened: boolean;
  onClose(): void;
}

/** Add or edit a section in a Form mode or a JSON mode (SPEC §2, §4). */
export function SectionEditor({ type, section, opened, onClose }: SectionEditorProps) {
  const t = useT();
  const say = useSay();
  const isNew = section === null;
  const [draft, setDraft] = useState<GuideSection>(section ?? empty);
  const [mode, setMode] = useState<'form' | 'json'>('form');
  const pictures = useGuidePictures(opened);
  const [json, setJson] = useState('');
  const [jsonError, setJsonError] = useState(false);
  const [newImage, setNewImage] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const save = useSaveSection(type);
  usePreloadSchemas();
  const timers = useRef<number[]>([]);
  useEffect(() => () => timers.current.forEach((timer) => window.clearTimeout(timer)), []);
  const later = (ms: number, run: () => void) => timers.current.push(window.setTimeout(run, ms));
  // A complaint about the section goes as soon as the section changes: it may no longer be true.
  const edit = (next: GuideSection) => {
    setDraft(next);
    setMessage((current) => (current?.ok ? current : null));
  };
  const editJson = (next: string) => {
    setJson(next);
    setMessage((current) => (current?.ok ? current : null));
  };
  const showJsonError = () => {
    setMessage(null);
    setJsonError(true);
    later(JSON_ERROR_MS, () => setJsonError(false));
  };

  const switchMode = (next: string) => {
    if (next === 'json') {
      setJson(asJson(draft));
      setMode('json');
      return;
    }
    try {
      const parsed = JSON.parse(json) as Partial<GuideSection>;
      setDraft({
        id: isNew ? String(parsed.id ?? '') : draft.id,
        title: String(parsed.title ?? ''),
        content: String(parsed.content ?? ''),
        images: Array.isArray(parsed.images) ? parsed.images.map(String) : [],
      });
      setMode('form');
    } catch {
      // Stay in JSON mode so nothing typed is lost.
      showJsonError();
    }
  };

  const submit = async () => {
    let candidate = draft;
    if (mode === 'json') {
      try {
        candidate = { ...(JSON.parse(json) as GuideSection), ...(isNew ? {} : { id: draft.id }) };
      } catch {
        showJsonError();
        return;
      }
    }
    const schemas = await loadSchemas().catch(() => undefined);
    if (!schemas) return setMessage({ ok: false, text: t('sectionEditor.saveFailed') });
    const parsed = schemas.GuideSectionSchema.safeParse(candidate);
    if (!parsed.success) {
      return setMessage({ ok: false, text: say(parsed.error.issues[0]!.message) });
    }
    setMessage(null);
    save.mutate(
      { section: parsed.data, isNew },
      {
        onSuccess: () => {
          setMessage({
            ok: true,
            text: isNew ? t('sectionEditor.added') : t('sectionEditor.updated'),
          });
          later(CLOSE_AFTER_SAVE_MS, onClose);
        },
        onError: (error) =>
          setMessage({ ok: false, text: error.message || t('sectionEditor.saveFailed') }),
      },
    );
  };

  const field =
    (key: 'id' | 'title' | 'content') => (event: { currentTarget: { value: string } }) =>
      edit({ ...draft, [key]: event.currentTarget.value });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={isNew ? t('guides.guide.addSection') : t('guides.guide.editSection')}
      size="lg"
    >
      <Stack gap="sm">
        <SegmentedControl
          value={mode}
          onChange={switchMode}
          data={[
            { label: t('sectionEditor.form'), value: 'form' },
            { label: t('sectionEditor.jsonMode'), value: 'json' },
          ]}
        />
        {jsonError && <StatusText tone="error">{t('sectionEditor.jsonError')}</StatusText>}
        {mode === 'form' ? (
          <>
            <TextInput
              label={t('sectionEditor.id')}
              required
              readOnly={!isNew}
              description={isNew ? t('sectionEditor.idHelp') : t('sectionEditor.idFixed')}
              value={draft.id}
              onChange={field('id')}
            />
            <TextInput
              label={t('sectionEditor.title')}
              required
              value={draft.title}
              onChange={field('title')}
            />
            <Textarea
              label={t('sectionEditor.content')}
              required
              autosize
              minRows={6}
              value={draft.content}
              onChange={field('content')}
            />
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {t('sectionEditor.images')}
              </Text>
              {draft.images.map((image, index) => (
                <Group key={`${image}-${index}`} gap="xs" wrap="nowrap">
                  <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
                    {image}
                  </Text>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('sectionEditor.removeImage', { image })}
                    onClick={() =>
                      edit({ ...draft, images: draft.images.filter((_, i) => i !== index) })
                    }
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              ))}
              <Group gap="xs" align="flex-end">
                <NativeSelect
                  label={t('sectionEditor.picture')}
                  description={
                    pictures.error ? pictures.error.message : t('sectionEditor.pictureHelp')
                  }
                  value={newImage}
                  onChange={(e) => setNewImage(e.currentTarget.value)}
                  style={{ flex: 1 }}
                  data={[
                    {
                      value: '',
                      label: pictures.isPending
                        ? t('common.loadingEllipsis')
                        : t('sectionEditor.choosePicture'),
                    },
                    ...(pictures.data ?? [])
                      .filter((name) => !draft.images.includes(`/p/${name}`))
                      .map((name) => ({ value: `/p/${name}`, label: name })),
                  ]}
                />
                <Button
                  variant="light"
                  disabled={!newImage.trim()}
                  onClick={() => {
                    edit({ ...draft, images: [...draft.images, newImage.trim()] });
                    setNewImage('');
                  }}
                >
                  {t('sectionEditor.addImage')}
                </Button>
              </Group>
            </Stack>
          </>
        ) : (
          <Textarea
            label={t('sectionEditor.json')}
            autosize
            minRows={12}
            ff="monospace"
            value={json}
            onChange={(e) => editJson(e.currentTarget.value)}
            styles={{ input: { fontFamily: 'monospace' } }}
          />
        )}
        {message && (
          <Alert color={message.ok ? 'green' : 'red'} role={message.ok ? 'status' : 'alert'}>
            {message.text}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={() => void submit()} loading={save.isPending}>
            {t('sectionEditor.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
