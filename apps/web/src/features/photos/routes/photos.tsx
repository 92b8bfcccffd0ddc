import { WhenRead } from '@/components/ui/when-read';
import {
  Button,
  Card,
  Container,
  Group,
  Image,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { imageUrl, paths, type Photo, type PhotoKind, type Photos } from '@stuga/shared';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useDropzone } from 'react-dropzone';
import { BackLink } from '@/components/ui/back-link';
import { ConfirmDelete } from '@/components/ui/confirm-delete';
import { QueryState } from '@/components/ui/query-state';
import { SectionCard } from '@/components/ui/section-card';
import { StatusText } from '@/components/ui/status-text';
import type { MessageKey } from '@/i18n/en';
import { useT } from '@/lib/i18n';
import { useFormCheck } from '@/lib/schemas';
import { usePageTitle } from '@/lib/page-title';
import { photosKey, uploadPhoto } from '../api/photos';
import { useDescribePhoto } from '../api/describe-photo';
import { useDeletePhoto } from '../api/delete-photo';
import { usePhotos } from '../api/get-photos';

const sections: { kind: PhotoKind; title: MessageKey; text: MessageKey; input: MessageKey }[] = [
  {
    kind: 'public',
    title: 'photos.public',
    text: 'photos.public.text',
    input: 'photos.public.input',
  },
  {
    kind: 'private',
    title: 'photos.private',
    text: 'photos.private.text',
    input: 'photos.private.input',
  },
  { kind: 'guide', title: 'photos.guide', text: 'photos.guide.text', input: 'photos.guide.input' },
];

interface Upload {
  id: number;
  name: string;
  progress: number;
  /** Null while it runs; the server's refusal, or nothing when it went well. */
  result: { ok: true } | { ok: false; error: Error } | null;
}

let nextUpload = 1;

function Uploader({ kind, input }: { kind: PhotoKind; input: MessageKey }) {
  const t = useT();
  const queryClient = useQueryClient();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const update = (id: number, change: Partial<Upload>) =>
    setUploads((current) => current.map((u) => (u.id === id ? { ...u, ...change } : u)));

  const start = (files: File[]) => {
    const started = files.map((file) => ({ file, id: nextUpload++ }));
    setUploads((current) => [
      ...started.map(({ file, id }) => ({ id, name: file.name, progress: 0, result: null })),
      ...current.filter((u) => u.result === null || !u.result.ok),
    ]);
    void Promise.allSettled(
      started.map(({ file, id }) =>
        uploadPhoto(kind, file, (fraction) => update(id, { progress: fraction })).then(
          (answer) => {
            update(id, { progress: 1, result: { ok: true } });
            queryClient.setQueryData<Photos>(photosKey(), {
              public: answer.public,
              private: answer.private,
              guide: answer.guide,
            });
          },
          (error: Error) => update(id, { result: { ok: false, error } }),
        ),
      ),
    ).then(() => queryClient.invalidateQueries({ queryKey: photosKey() }));
  };

  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    onDrop: start,
    multiple: true,
    noClick: true,
    noKeyboard: true,
  });

  return (
    <Stack gap="xs">
      <Card
        {...getRootProps()}
        withBorder
        padding="lg"
        style={{
          borderStyle: 'dashed',
          background: isDragActive ? 'var(--mantine-color-red-0)' : undefined,
        }}
      >
        <input {...getInputProps()} aria-label={t(input)} />
        <Group justify="center" gap="sm" wrap="wrap">
          <IconPhotoUp size={28} aria-hidden color="var(--mantine-color-gray-7)" />
          <Text size="sm">{t('photos.drop')}</Text>
          <Button variant="light" onClick={open}>
            {t('photos.choose')}
          </Button>
        </Group>
        <Text size="xs" c="dimmed" ta="center" mt={6}>
          {t('photos.formats')}
        </Text>
      </Card>
      {uploads.length > 0 && (
        <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {uploads.map((upload) => (
            <li key={upload.id} data-testid="upload">
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text size="sm" truncate>
                  {upload.name}
                </Text>
                {upload.result && (
                  <StatusText tone={upload.result.ok ? 'success' : 'error'}>
                    {upload.result.ok ? t('photos.uploaded') : upload.result.error.message}
                  </StatusText>
                )}
              </Group>
              {upload.result === null && (
                <Progress
                  value={Math.round(upload.progress * 100)}
                  aria-label={t('photos.uploading', { name: upload.name })}
                  size="sm"
                />
              )}
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/**
 * What a picture shows, in the admin's words: read aloud in its place wherever it is shown (its
 * `alt`); without it, the house's name and the day it was added.
 */
function PhotoDescription({ kind, photo }: { kind: PhotoKind; photo: Photo }) {
  const t = useT();
  const describe = useDescribePhoto();
  const [text, setText] = useState(photo.description ?? '');
  const changed = text.trim() !== (photo.description ?? '');
  const checkForm = useFormCheck();
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const checked = await checkForm((schemas) =>
      schemas.PhotoDescriptionSchema.safeParse({ description: text }),
    );
    if (!checked.ok) return setProblem(checked.problem ?? t('common.networkError'));
    describe.mutate({ kind, name: photo.name, description: checked.data.description });
  };
  return (
    <form
      onSubmit={(event) => void submit(event)}
      aria-label={t('photos.describe.form', { name: photo.name })}
    >
      <Stack gap={4} px={6} pb={6}>
        <TextInput
          size="xs"
          label={t('photos.describe.label')}
          value={text}
          maxLength={200}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        <Button
          type="submit"
          size="xs"
          className="wrap-label"
          variant="light"
          disabled={!changed}
          loading={describe.isPending}
        >
          {t('photos.describe.save')}
        </Button>
        {describe.isSuccess && !changed && (
          <StatusText tone="success">{t('photos.describe.saved')}</StatusText>
        )}
        {(problem ?? describe.error) && (
          <StatusText tone="error">{problem ?? describe.error?.message}</StatusText>
        )}
      </Stack>
    </form>
  );
}

/**
 * Photos (DECISIONS §16): admins upload pictures for the public and private gallery and for the
 * guides (dropped or chosen, several at once, each with its progress), see them small, and
 * delete them (asked first).
 */
export function PhotosScreen() {
  const t = useT();
  usePageTitle(t('admin.photos'));
  const photos = usePhotos();
  const remove = useDeletePhoto();
  const [asking, setAsking] = useState<{ kind: PhotoKind; name: string } | null>(null);
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between">
          <Title order={1}>{t('admin.photos')}</Title>
          <BackLink to={paths.admin}>{t('admin.back')}</BackLink>
        </Group>
        {remove.isSuccess && <StatusText tone="success">{t('photos.deleted')}</StatusText>}
        <WhenRead reads={[photos]} loadingLabel={t('photos.loading')}>
          {sections.map(({ kind, title, text, input }) => (
            <SectionCard key={kind} title={t(title)} size="h3">
              <Text size="sm" c="dimmed" mb="sm">
                {t(text)}
              </Text>
              <Uploader kind={kind} input={input} />
              <QueryState
                data={photos.data}
                error={photos.error}
                isPending={photos.isPending}
                retry={() => void photos.refetch()}
                loadingLabel={t('photos.loading')}
              >
                {(data) =>
                  data[kind].length === 0 ? (
                    <Text size="sm" c="dimmed" mt="sm">
                      {t('photos.none')}
                    </Text>
                  ) : (
                    <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm" mt="md">
                      {data[kind].map((photo) => (
                        <Card key={photo.name} withBorder padding={0} data-testid={`photo-${kind}`}>
                          <Image
                            src={imageUrl(photo.url, 320)}
                            alt={photo.description ?? photo.name}
                            h={120}
                            fit="cover"
                            loading="lazy"
                          />
                          <Group justify="space-between" gap={4} p={6} wrap="nowrap">
                            <Text size="xs" truncate title={photo.name}>
                              {photo.name}
                            </Text>
                            <Button
                              size="compact-xs"
                              variant="subtle"
                              color="red"
                              className="touch-target"
                              aria-label={t('photos.deleteLabel', { name: photo.name })}
                              onClick={() => {
                                remove.reset();
                                setAsking({ kind, name: photo.name });
                              }}
                            >
                              <IconTrash size={16} aria-hidden />
                            </Button>
                          </Group>
                          <PhotoDescription kind={kind} photo={photo} />
                        </Card>
                      ))}
                    </SimpleGrid>
                  )
                }
              </QueryState>
            </SectionCard>
          ))}
        </WhenRead>
      </Stack>
      <ConfirmDelete
        opened={asking !== null}
        title={t('photos.deleteTitle')}
        pending={remove.isPending}
        error={remove.error?.message ?? null}
        onCancel={() => setAsking(null)}
        onConfirm={() => asking && remove.mutate(asking, { onSuccess: () => setAsking(null) })}
      >
        <Text size="sm">
          {t(asking?.kind === 'guide' ? 'photos.deleteGuides' : 'photos.deleteGallery', {
            name: asking?.name ?? '',
          })}
        </Text>
      </ConfirmDelete>
    </Container>
  );
}
