import { Button, Container, Text, Title } from '@mantine/core';
import { paths } from '@stuga/shared';
import { Link } from 'react-router';
import { usePageTitle } from '@/lib/page-title';

/** Shown for an address no screen has. */
export function NotFoundScreen() {
  usePageTitle('Page Not Found');
  return (
    <Container size="sm" py={80} ta="center">
      <Text fw={700} fz={64} c="dimmed" aria-hidden>
        404
      </Text>
      <Title order={1}>Page not found</Title>
      <Text mt="md" c="dimmed">
        There is nothing at this address. It may have moved, or the link may be mistyped.
      </Text>
      <Button component={Link} to={paths.home} mt="xl">
        Back to Home
      </Button>
    </Container>
  );
}
