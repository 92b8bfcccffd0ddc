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
  Title,
} from '@mantine/core';
import { imageUrl, paths, type PhotoKind, type Photos } from '@stuga/shared';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDropzone } from 'react-dropzone';
import { BackLink } from '@/components/ui/back-link';
import { ConfirmDelete } from '@/components/ui/confirm-delete';
import { QueryState } from '@/components/ui/query-state';
import { SectionCard } from '@/components/ui/section-card';
import { StatusText } from '@/components/ui/status-text';
import { usePageTitle } from '@/lib/page-title';
import { photosKey, uploadPhoto, useDeletePhoto, usePhotos } from '../api/photos';

const sections: { kind: PhotoKind; title: string; text: string }[] = [
  {
    kind: 'public',
    title: 'Public gallery',
    text: 'Shown to everyone in the carousel on Home.',
  },
  {
    kind: 'private',
    title: 'Private gallery',
    text: 'Shown in the carousel only to members who may see private content.',
  },
  {
    kind: 'guide',
    title: 'Guide pictures',
    text: 'Chosen for the sections of the house and area guides.',
  },
];

interface Upload {
  id: number;
  name: string;
  progress: number;
  /** Null while it runs. */
  result: { ok: boolean; text: string } | null;
}

let nextUpload = 1;

function Uploader({ kind, title }: { kind: PhotoKind; title: string }) {
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
            update(id, { progress: 1, result: { ok: true, text: 'Uploaded' } });
            queryClient.setQueryData<Photos>(photosKey(), {
              public: answer.public,
              private: answer.private,
              guide: answer.guide,
            });
          },
          (error: Error) => update(id, { result: { ok: false, text: error.message } }),
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
        <input {...getInputProps()} aria-label={`Pictures for the ${title.toLowerCase()}`} />
        <Group justify="center" gap="sm" wrap="wrap">
          <IconPhotoUp size={28} aria-hidden color="var(--mantine-color-gray-7)" />
          <Text size="sm">Drop pictures here, or</Text>
          <Button variant="light" onClick={open}>
            Choose pictures
          </Button>
        </Group>
        <Text size="xs" c="dimmed" ta="center" mt={6}>
          JPEG, PNG, WebP or AVIF, at most 25 MB each. Several at once are fine.
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
                    {upload.result.text}
                  </StatusText>
                )}
              </Group>
              {upload.result === null && (
                <Progress
                  value={Math.round(upload.progress * 100)}
                  aria-label={`Uploading ${upload.name}`}
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
 * Photos (DECISIONS §16): admins upload pictures for the public and private gallery and for the
 * guides (dropped or chosen, several at once, each with its progress), see them small, and
 * delete them (asked first).
 */
export function PhotosScreen() {
  usePageTitle('Photos');
  const photos = usePhotos();
  const remove = useDeletePhoto();
  const [asking, setAsking] = useState<{ kind: PhotoKind; name: string } | null>(null);
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between">
          <Title order={1}>Photos</Title>
          <BackLink to={paths.admin}>Back to Admin Panel</BackLink>
        </Group>
        {remove.data && <StatusText tone="success">{remove.data.message}</StatusText>}
        {sections.map(({ kind, title, text }) => (
          <SectionCard key={kind} title={title} size="h3">
            <Text size="sm" c="dimmed" mb="sm">
              {text}
            </Text>
            <Uploader kind={kind} title={title} />
            <QueryState
              data={photos.data}
              error={photos.error}
              isPending={photos.isPending}
              retry={() => void photos.refetch()}
              loadingLabel="Loading the pictures"
            >
              {(data) =>
                data[kind].length === 0 ? (
                  <Text size="sm" c="dimmed" mt="sm">
                    No pictures yet.
                  </Text>
                ) : (
                  <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm" mt="md">
                    {data[kind].map((photo) => (
                      <Card key={photo.name} withBorder padding={0} data-testid={`photo-${kind}`}>
                        <Image
                          src={imageUrl(photo.url, 320)}
                          alt={photo.name}
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
                            aria-label={`Delete ${photo.name}`}
                            onClick={() => {
                              remove.reset();
                              setAsking({ kind, name: photo.name });
                            }}
                          >
                            <IconTrash size={16} aria-hidden />
                          </Button>
                        </Group>
                      </Card>
                    ))}
                  </SimpleGrid>
                )
              }
            </QueryState>
          </SectionCard>
        ))}
      </Stack>
      <ConfirmDelete
        opened={asking !== null}
        title="Delete this picture?"
        pending={remove.isPending}
        error={remove.error?.message ?? null}
        onCancel={() => setAsking(null)}
        onConfirm={() => asking && remove.mutate(asking, { onSuccess: () => setAsking(null) })}
      >
        <Text size="sm">
          {asking?.name} will be gone from the {asking?.kind === 'guide' ? 'guides' : 'gallery'} at
          once.
        </Text>
      </ConfirmDelete>
    </Container>
  );
}
