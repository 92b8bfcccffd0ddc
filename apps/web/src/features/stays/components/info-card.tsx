import { Card, List, Text, Title } from '@mantine/core';
import { formatSek, STAY_FEE_EUR_APPROX, STAY_FEE_SEK } from '@stuga/shared';

/** How planning a visit works, and what a stay costs (SPEC §1, §2). */
export function InfoCard() {
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4">
        How it works
      </Title>
      <List size="sm" mt="xs" spacing={4}>
        <List.Item>Make a plan and add the dates you would like, your favourite first.</List.Item>
        <List.Item>
          Submit it: the admins approve one option of each plan, or explain why not.
        </List.Item>
        <List.Item>Approved stays leave four days between guests for cleaning.</List.Item>
      </List>
      <Text size="sm" mt="sm">
        A stay costs {formatSek(STAY_FEE_SEK)} (about {STAY_FEE_EUR_APPROX} EUR) for cleaning and
        maintenance. Anything more is voluntary and goes to house improvements.
      </Text>
    </Card>
  );
}
