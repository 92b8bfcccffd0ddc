import { Button, Card, Group, Text, Title } from '@mantine/core';
import { paths } from '@stuga/shared';
import { Link } from 'react-router';

/** Where to turn with questions about a visit (SPEC §2). */
export function HelpCard() {
  return (
    <Card withBorder radius="md" padding="lg">
      <Group justify="space-between" align="center">
        <div>
          <Title order={2} size="h4">
            Need help?
          </Title>
          <Text size="sm" mt={4}>
            Questions about dates, keys or the house? Write to us.
          </Text>
        </div>
        <Button component={Link} to={paths.contact} variant="light">
          Contact
        </Button>
      </Group>
    </Card>
  );
}
