import { Button, Card, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { hasAccess, paths } from '@stuga/shared';
import { Link } from 'react-router';
import { QueryState } from '@/components/ui/query-state';
import { usePageTitle } from '@/lib/page-title';
import { useSession } from '@/lib/session';
import { useContent } from '../api/get-content';
import { useT } from '@/lib/i18n';

/** About: the term with its definition and the about block with three cards (SPEC §2). */
export function AboutScreen() {
  const t = useT();
  usePageTitle(t('nav.about'));
  const content = useContent();
  const { user } = useSession();
  return (
    <Container size="lg" py="xl">
      <QueryState
        data={content.data}
        error={content.error}
        isPending={content.isPending}
        retry={() => void content.refetch()}
        loadingLabel={t('community.about.loadingTheAboutPage')}
      >
        {(written) => {
          if (written === null) {
            // A new house: nobody has written it yet; an admin is shown where to.
            return (
              <Card withBorder padding="xl" radius="md" component="section" aria-labelledby="term">
                <Title order={1} id="term">
                  {t('nav.about')}
                </Title>
                <Text mt="sm">{t('api.content.noAbout')}</Text>
                {hasAccess(user, 'admin') && (
                  <Button component={Link} to={`${paths.adminSettings}#about`} mt="lg">
                    {t('community.about.write')}
                  </Button>
                )}
              </Card>
            );
          }
          const { definition, about } = written;
          return (
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
          );
        }}
      </QueryState>
    </Container>
  );
}
