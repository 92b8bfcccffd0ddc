import { Box, Container, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { QueryState } from '@/components/ui/query-state';
import { useSession } from '@/lib/session';
import { usePageTitle } from '@/lib/page-title';
import { useImages } from '../api/get-images';
import { ImageCarousel } from '../components/image-carousel';
import { useHouseName } from '@/lib/house-name';
import { useT } from '@/lib/i18n';

/** Home's parts one above another (a column of Mantine's large gap, with no component's code). */
const column = {
  display: 'flex',
  flexDirection: 'column',
  gap: 'var(--mantine-spacing-lg)',
} as const;

/**
 * Home: the photo carousel when there are images (SPEC §2). `member`: what a signed-in member
 * sees above it (the greeting, and who is at the house when), code a visitor never fetches;
 * `hold`: the carousel waits while that part is still coming, so it is not pushed down.
 */
export function HomeScreen({ member, hold = false }: { member?: ReactNode; hold?: boolean }) {
  const t = useT();
  const house = useHouseName();
  usePageTitle(t('home.title'));
  const images = useImages();
  const { user } = useSession();
  return (
    // The greeting comes first, so it is in view above the 900 px carousel on a laptop.
    <Box style={column} pt={user ? 'lg' : 0}>
      <Title order={1} className="visually-hidden">
        {house}
      </Title>
      {user && member}
      {!(user && hold) && (
        <QueryState
          data={images.data}
          error={images.error}
          isPending={images.isPending}
          retry={() => void images.refetch()}
          loadingLabel={t('home.loadingPhotos')}
        >
          {({ images: list }) =>
            list.length > 0 ? (
              <ImageCarousel images={list} />
            ) : (
              <Container size="sm">
                <Text c="dimmed" ta="center">
                  {t('home.noPhotos')}
                </Text>
              </Container>
            )
          }
        </QueryState>
      )}
    </Box>
  );
}
