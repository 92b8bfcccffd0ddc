import { Button, Container, Text, Title } from '@mantine/core';
import { paths } from '@stuga/shared';
import { Link } from 'react-router';
import { useT } from '@/lib/i18n';
import { usePageTitle } from '@/lib/page-title';

/** Shown for an address no screen has. */
export function NotFoundScreen() {
  const t = useT();
  usePageTitle(t('notFound.title'));
  return (
    <Container size="sm" py={80} ta="center">
      <Text fw={700} fz={64} c="dimmed" aria-hidden>
        {404}
      </Text>
      <Title order={1}>{t('notFound.heading')}</Title>
      <Text mt="md" c="dimmed">
        {t('notFound.text')}
      </Text>
      <Button component={Link} to={paths.home} mt="xl">
        {t('notFound.back')}
      </Button>
    </Container>
  );
}
