import { List, Text } from '@mantine/core';
import { paths, type Payment } from '@stuga/shared';
import { Link } from 'react-router';
import { loginPath } from '@/lib/return-to';
import { SectionCard } from '@/components/ui/section-card';

/**
 * How to give (SPEC §2): the two payment apps and their shared number, from the settings, for
 * signed-in members (DECISIONS §14); visitors are asked to log in.
 */
export function HowToDonate({ payment, signedIn }: { payment: Payment | null; signedIn: boolean }) {
  return (
    <SectionCard title="How to Donate">
      {payment ? (
        <>
          <Text size="sm" mt="xs">
            Send your gift with either app, to the same number:
          </Text>
          <List size="sm" mt={4} fw={700}>
            {payment.apps.map((app) => (
              <List.Item key={app}>
                {app}: {payment.phone}
              </List.Item>
            ))}
          </List>
        </>
      ) : signedIn ? (
        <Text size="sm" mt="xs">
          Ask an admin how to send a gift.
        </Text>
      ) : (
        <Text size="sm" mt="xs">
          <Link to={loginPath(paths.improvements)}>Log in</Link> to see how to send a gift.
        </Text>
      )}
      <Text size="sm" c="dimmed" mt="sm">
        Donations are verified by hand by the admins, so yours may take a few days to count.
      </Text>
    </SectionCard>
  );
}
