import { Button, Container, Group, Paper, Text, Title } from '@mantine/core';
import { paths } from '@stuga/shared';
import { Link, Navigate } from 'react-router';
import { usePageTitle } from '@/lib/page-title';
import { useSession } from '@/lib/session';
import { useHouseName } from '@/lib/house-name';
import { useT } from '@/lib/i18n';

/** The page for signed-out visitors: what they can do here and where to sign in. */
export function SignedOutScreen() {
  const t = useT();
  const house = useHouseName();
  usePageTitle(t('community.signedOut.title'));
  const { user } = useSession();
  // Someone signed in is not signed out: Home is their page.
  if (user) return <Navigate to={paths.home} replace />;
  return (
    <Container size="sm" py="xl">
      <Paper withBorder p="xl" radius="md">
        <Title order={1}>{t('community.signedOut.youAreSignedOut')}</Title>
        <Text mt="md">{t('community.signedOut.stugaIsThePrivate', { house })}</Text>
        <Group mt="xl">
          <Button component={Link} to={paths.login}>
            {t('community.signedOut.logIn')}
          </Button>
          <Button component={Link} to={paths.home} variant="default">
            {t('notFound.back')}
          </Button>
          <Button component={Link} to={paths.about} variant="default">
            {t('community.signedOut.aboutTheHouse')}
          </Button>
        </Group>
      </Paper>
    </Container>
  );
}
