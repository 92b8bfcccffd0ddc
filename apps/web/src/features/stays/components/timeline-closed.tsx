import { Alert, Button, Container, Title } from '@mantine/core';
import { paths } from '@stuga/shared';
import { Link } from 'react-router';
import { loginPath } from '@/lib/return-to';
import { useT } from '@/lib/i18n';

/** The timeline to one who may not see it: a visitor is asked to log in, a member told why not. */
export function TimelineClosed({ why }: { why: 'login' | 'denied' }) {
  const t = useT();
  return (
    <Container size="sm" py="xl">
      <Title order={1} mb="md">
        {t('nav.timeline')}
      </Title>
      {why === 'login' ? (
        <Alert color="blue">
          {t('stays.timeline.pleaseLogInTo')}
          <Button
            ml="xs"
            component={Link}
            to={loginPath(paths.timeline)}
            size="compact-sm"
            variant="white"
          >
            {t('auth.login')}
          </Button>
        </Alert>
      ) : (
        <Alert color="red" role="alert">
          {t('stays.timeline.youDoNotHave')}
        </Alert>
      )}
    </Container>
  );
}
