import { GrowingTextarea } from '@/components/ui/growing-textarea';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Stack,
  Text,
  NativeSelect,
  TextInput,
} from '@mantine/core';
import { type GuideSection } from '@stuga/shared';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '@/lib/i18n';
import { useGuidePictures } from '../api/guide-pictures';

/** The Form mode's fields: id (fixed once the section exists), title, content and pictures. */
export function SectionFields({
  draft,
  isNew,
  opened,
  onChange,
}: {
  draft: GuideSection;
  isNew: boolean;
  opened: boolean;
  onChange(next: GuideSection): void;
}) {
  const t = useT();
  const field =
    (key: 'id' | 'title' | 'content') => (event: { currentTarget: { value: string } }) =>
      onChange({ ...draft, [key]: event.currentTarget.value });
  return (
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
      <GrowingTextarea
        label={t('sectionEditor.content')}
        required
        minRows={6}
        value={draft.content}
        onChange={field('content')}
      />
      <SectionPictures
        images={draft.images}
        opened={opened}
        onChange={(images) => onChange({ ...draft, images })}
      />
    </>
  );
}

/** The section's pictures: each with a way to remove it, and one of the house's pictures to add. */
export function SectionPictures({
  images,
  opened,
  onChange,
}: {
  images: string[];
  opened: boolean;
  onChange(images: string[]): void;
}) {
  const t = useT();
  const pictures = useGuidePictures(opened);
  const [newImage, setNewImage] = useState('');
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {t('sectionEditor.images')}
      </Text>
      {images.map((image, index) => (
        <Group key={`${image}-${index}`} gap="xs" wrap="nowrap">
          <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
            {image}
          </Text>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('sectionEditor.removeImage', { image })}
            onClick={() => onChange(images.filter((_, i) => i !== index))}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      ))}
      <Group gap="xs" align="flex-end">
        <NativeSelect
          label={t('sectionEditor.picture')}
          description={pictures.error ? pictures.error.message : t('sectionEditor.pictureHelp')}
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
              .filter((name) => !images.includes(`/p/${name}`))
              .map((name) => ({ value: `/p/${name}`, label: name })),
          ]}
        />
        <Button
          variant="light"
          disabled={!newImage.trim()}
          onClick={() => {
            onChange([...images, newImage.trim()]);
            setNewImage('');
          }}
        >
          {t('sectionEditor.addImage')}
        </Button>
      </Group>
    </Stack>
  );
}

/** What the last save said, with Cancel and Save. */
export function EditorFooter({
  message,
  saving,
  onCancel,
  onSave,
}: {
  message: { ok: boolean; text: string } | null;
  saving: boolean;
  onCancel(): void;
  onSave(): void;
}) {
  const t = useT();
  return (
    <>
      {message && (
        <Alert color={message.ok ? 'green' : 'red'} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button onClick={onSave} loading={saving}>
          {t('sectionEditor.save')}
        </Button>
      </Group>
    </>
  );
}
