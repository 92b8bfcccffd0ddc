import { Anchor, Button, CopyButton, Group, List, Text, TextInput } from '@mantine/core';
import { hasAccess } from '@stuga/shared';
import { useState } from 'react';
import { ConfirmDelete } from '@/components/ui/confirm-delete';
import { QueryState } from '@/components/ui/query-state';
import { SectionCard } from '@/components/ui/section-card';
import { StatusText } from '@/components/ui/status-text';
import { useSession } from '@/lib/session';
import { useCalendarFeed, useNewCalendarFeed } from '../api/calendar-feed';

/**
 * "Your calendar feed" (DECISIONS §16), for members who plan stays: the secret address to
 * subscribe to from a calendar app, copied or opened as `webcal:`, with how to, and a way to make
 * a new address that voids the old one.
 */
export function CalendarFeedCard() {
  const { user } = useSession();
  const allowed = hasAccess(user, 'booking');
  const feed = useCalendarFeed(allowed);
  const renew = useNewCalendarFeed();
  const [asking, setAsking] = useState(false);
  if (!allowed) return null;
  return (
    <SectionCard title="Your calendar feed" size="h3">
      <Text size="sm" mb="sm">
        Subscribe to this address in your calendar app to see the approved stays at the house, yours
        and everyone&apos;s you may see on the timeline. It updates by itself.
      </Text>
      <QueryState
        data={feed.data}
        error={feed.error}
        isPending={feed.isPending}
        retry={() => void feed.refetch()}
        loadingLabel="Loading your calendar address"
      >
        {(data) => (
          <>
            <Group align="flex-end" gap="xs" wrap="nowrap">
              <TextInput
                label="Calendar address"
                value={data.url}
                readOnly
                onFocus={(event) => event.currentTarget.select()}
                style={{ flex: 1, minWidth: 0 }}
              />
              <CopyButton value={data.url}>
                {({ copied, copy }) => (
                  <Button
                    onClick={copy}
                    variant={copied ? 'filled' : 'light'}
                    className="touch-target"
                  >
                    {copied ? 'Copied' : 'Copy'}
                  </Button>
                )}
              </CopyButton>
            </Group>
            <Text size="sm" mt="xs">
              <Anchor href={data.webcal_url}>Open in your calendar app</Anchor>
            </Text>
            <List size="sm" mt="sm" spacing={4}>
              <List.Item>
                Google Calendar: Other calendars, +, From URL, and paste the address.
              </List.Item>
              <List.Item>Apple Calendar: File, New Calendar Subscription, and paste it.</List.Item>
              <List.Item>Outlook: Add calendar, Subscribe from web, and paste it.</List.Item>
            </List>
            <Text size="sm" c="dimmed" mt="sm">
              Anyone with the address can read these stays. If it got out, make a new one: the old
              one stops working at once.
            </Text>
            {renew.data?.message && (
              <StatusText tone="success" mt="xs">
                {renew.data.message}
              </StatusText>
            )}
            <Button variant="default" mt="sm" onClick={() => setAsking(true)}>
              Make a new address
            </Button>
          </>
        )}
      </QueryState>
      <ConfirmDelete
        opened={asking}
        title="Make a new address?"
        pending={renew.isPending}
        error={renew.error?.message ?? null}
        confirmLabel="Make a new address"
        onCancel={() => {
          renew.reset();
          setAsking(false);
        }}
        onConfirm={() => renew.mutate(undefined, { onSuccess: () => setAsking(false) })}
      >
        <Text size="sm">
          Calendars subscribed to the current address stop getting the stays. Subscribe them again
          with the new one.
        </Text>
      </ConfirmDelete>
    </SectionCard>
  );
}
