import { Card, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { QueryState } from '@/components/ui/query-state';
import { usePageTitle } from '@/lib/page-title';
import { useContent } from '../api/get-content';
import { useT } from '@/lib/i18n';

/** About: the term with its definition and the about block with three cards (SPEC §2). */
export function AboutScreen() {
  const t = useT();
  usePageTitle(t('nav.about'));
  const content = useContent();
  return (
    <Container size="lg" py="xl">
      <QueryState
        data={content.data}
        error={content.error}
        isPending={content.isPending}
        retry={() => void content.refetch()}
        loadingLabel={t('community.about.loadingTheAboutPage')}
      >
        {({ definition, about }) => (
          <Stack gap="xl">
            <Card withBorder padding="xl" radius="md" component="section" aria-labelledby="term">
              <Title order={1} id="term">
                {definition.term}
              </Title>
              <Text size="lg" mt="sm">
                {definition.definition}
              </Text>
            </Card>
            <Stack gap="md" component="section" aria-labelledby="about-title">
              <Title order={2} id="about-title">
                {about.title}
              </Title>
              <Text>{about.description}</Text>
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
                {[about.house, about.setting, about.technology].map((card) => (
                  <Card
                    key={card.title}
                    withBorder
                    padding="lg"
                    radius="md"
                    data-testid="about-card"
                  >
                    <Title order={3} size="h4">
                      {card.title}
                    </Title>
                    <Text mt="xs" c="dimmed">
                      {card.description}
                    </Text>
                  </Card>
                ))}
              </SimpleGrid>
            </Stack>
          </Stack>
        )}
      </QueryState>
    </Container>
  );
}
