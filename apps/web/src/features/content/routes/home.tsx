import { Container, Stack, Text, Title } from '@mantine/core';
import { QueryState } from '@/components/ui/query-state';
import { useImages } from '../api/get-images';
import { ImageCarousel } from '../components/image-carousel';

/** Home: the photo carousel when there are images (SPEC §2). */
export function HomeScreen() {
  const images = useImages();
  return (
    <Stack gap="lg">
      <Title order={1} className="visually-hidden">
        Stuga
      </Title>
      <QueryState
        data={images.data}
        error={images.error}
        isPending={images.isPending}
        retry={() => void images.refetch()}
        loadingLabel="Loading photos"
      >
        {({ image_list }) =>
          image_list.length > 0 ? (
            <ImageCarousel images={image_list} />
          ) : (
            <Container size="sm">
              <Text c="dimmed" ta="center">
                No photos yet.
              </Text>
            </Container>
          )
        }
      </QueryState>
    </Stack>
  );
}
