import { GrowingTextarea } from '@/components/ui/growing-textarea';
import { Modal, SegmentedControl, Stack } from '@mantine/core';
import { type GuideSection } from '@stuga/shared';
import { useEffect, useRef, useState } from 'react';
import { StatusText } from '@/components/ui/status-text';
import { useT } from '@/lib/i18n';
import { useFormCheck } from '@/lib/schemas';
import { useSaveSection } from '../api/save-section';
import { EditorFooter, SectionFields } from './section-fields';

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
  const isNew = section === null;
  const [draft, setDraft] = useState<GuideSection>(section ?? empty);
  const [mode, setMode] = useState<'form' | 'json'>('form');
  const [json, setJson] = useState('');
  const [jsonError, setJsonError] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const save = useSaveSection(type);
  const checkForm = useFormCheck();
  const later = useLater();
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
    const checked = await checkForm((schemas) => schemas.GuideSectionSchema.safeParse(candidate));
    if (!checked.ok) {
      return setMessage({ ok: false, text: checked.problem ?? t('sectionEditor.saveFailed') });
    }
    setMessage(null);
    save.mutate(
      { section: checked.data, isNew },
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
          <SectionFields draft={draft} isNew={isNew} opened={opened} onChange={edit} />
        ) : (
          <GrowingTextarea
            label={t('sectionEditor.json')}
            minRows={12}
            ff="monospace"
            value={json}
            onChange={(e) => editJson(e.currentTarget.value)}
            styles={{ input: { fontFamily: 'monospace' } }}
          />
        )}
        <EditorFooter
          message={message}
          saving={save.isPending}
          onCancel={onClose}
          onSave={() => void submit()}
        />
      </Stack>
    </Modal>
  );
}

/** Runs work after a while, unless the editor has gone by then. */
function useLater() {
  const timers = useRef<number[]>([]);
  useEffect(() => () => timers.current.forEach((timer) => window.clearTimeout(timer)), []);
  return (ms: number, run: () => void) => timers.current.push(window.setTimeout(run, ms));
}
