import { Card, Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { QueryState } from '@/components/ui/query-state';
import { useSession } from '@/lib/session';
import { usePageTitle } from '@/lib/page-title';
import { useImages } from '../api/get-images';
import { ImageCarousel } from '../components/image-carousel';
import { useHouseName } from '@/lib/house-name';
import { useT } from '@/lib/i18n';

/**
 * Home: the photo carousel when there are images (SPEC §2). `afterGreeting`: what the app puts
 * below a member's greeting (who is at the house when, from stay planning).
 */
export function HomeScreen({ afterGreeting }: { afterGreeting?: ReactNode }) {
  const t = useT();
  const house = useHouseName();
  usePageTitle(t('home.title'));
  const images = useImages();
  const { user } = useSession();
  return (
    // The greeting comes first, so it is in view above the 900 px carousel on a laptop.
    <Stack gap="lg" pt={user ? 'lg' : 0}>
      <Title order={1} className="visually-hidden">
        {house}
      </Title>
      {user && (
        <Container size="sm" w="100%">
          <Card withBorder padding="lg" radius="md" data-testid="greeting">
            <Title order={2} size="h3">
              {t('home.welcome', { name: user.name })}
            </Title>
            <Text mt="xs">{t('home.welcomeText')}</Text>
          </Card>
          {afterGreeting}
        </Container>
      )}
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
    </Stack>
  );
}
