import { Alert, Button, Container } from '@mantine/core';
import { useT } from '@/lib/i18n';

/** Shown when a screen fails to render, instead of a blank page. */
export function RouteErrorScreen() {
  const t = useT();
  return (
    <Container size="sm" py="xl">
      <Alert color="red" title={t('screenError.title')} role="alert">
        {t('screenError.text')}
        <Button ml="xs" variant="subtle" size="compact-sm" onClick={() => window.location.reload()}>
          {t('screenError.reload')}
        </Button>
      </Alert>
    </Container>
  );
}
