import { Button, Container, Group, Paper, Text, Title } from '@mantine/core';
import { paths } from '@stuga/shared';
import { Link } from 'react-router';
import { usePageTitle } from '@/lib/page-title';

/** The page for signed-out visitors: what they can do here and where to sign in. */
export function SignedOutScreen() {
  usePageTitle('Signed Out');
  return (
    <Container size="sm" py="xl">
      <Paper withBorder p="xl" radius="md">
        <Title order={1}>You are signed out</Title>
        <Text mt="md">
          Stuga is the private site of our holiday house. Photos and the About page are open to
          everyone; the guestbook, guides and stay planning are for invited members.
        </Text>
        <Group mt="xl">
          <Button component={Link} to={paths.home}>
            Back to Home
          </Button>
          <Button component={Link} to={paths.about} variant="default">
            About the house
          </Button>
        </Group>
      </Paper>
    </Container>
  );
}
