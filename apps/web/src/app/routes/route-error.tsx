import { Alert, Button, Container } from '@mantine/core';

/** Shown when a screen fails to render, instead of a blank page. */
export function RouteErrorScreen() {
  return (
    <Container size="sm" py="xl">
      <Alert color="red" title="Something went wrong" role="alert">
        This screen could not be shown.{' '}
        <Button variant="subtle" size="compact-sm" onClick={() => window.location.reload()}>
          Reload
        </Button>
      </Alert>
    </Container>
  );
}
