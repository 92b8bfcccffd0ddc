import { Anchor, Button, CopyButton, Group, List, Text, TextInput } from '@mantine/core';
import { hasAccess } from '@stuga/shared';
import { useState } from 'react';
import { ConfirmDelete } from '@/components/ui/confirm-delete';
import { QueryState } from '@/components/ui/query-state';
import { SectionCard } from '@/components/ui/section-card';
import { StatusText } from '@/components/ui/status-text';
import { useSession } from '@/lib/session';
import { useNewCalendarFeed } from '../api/new-calendar-feed';
import { useCalendarFeed } from '../api/get-calendar-feed';
import { useT } from '@/lib/i18n';

/**
 * "Your calendar feed" (DECISIONS §16), for members who plan stays: the secret address to
 * subscribe to from a calendar app, copied or opened as `webcal:`, with how to, and a way to make
 * a new address that voids the old one.
 */
export function CalendarFeedCard() {
  const t = useT();
  const { user } = useSession();
  const allowed = hasAccess(user, 'booking');
  const feed = useCalendarFeed(allowed);
  const renew = useNewCalendarFeed();
  const [asking, setAsking] = useState(false);
  if (!allowed) return null;
  return (
    <SectionCard title={t('stays.calendarFeedCard.yourCalendarFeed')} size="h3">
      <Text size="sm" mb="sm">
        {t('stays.calendarFeedCard.subscribeToThisAddress')}
      </Text>
      <QueryState
        data={feed.data}
        error={feed.error}
        isPending={feed.isPending}
        retry={() => void feed.refetch()}
        loadingLabel={t('stays.calendarFeedCard.loadingYourCalendarAddress')}
      >
        {(data) => (
          <>
            <Group align="flex-end" gap="xs" wrap="nowrap">
              <TextInput
                label={t('stays.calendarFeedCard.calendarAddress')}
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
                    {copied ? t('stays.calendarFeedCard.copied') : t('stays.calendarFeedCard.copy')}
                  </Button>
                )}
              </CopyButton>
            </Group>
            <Text size="sm" mt="xs">
              <Anchor href={data.webcal_url} className="touch-link">
                {t('stays.calendarFeedCard.openInYourCalendar')}
              </Anchor>
            </Text>
            <List size="sm" mt="sm" spacing={4}>
              <List.Item>{t('stays.calendarFeedCard.googleCalendarOtherCalendars')}</List.Item>
              <List.Item>{t('stays.calendarFeedCard.appleCalendarFileNew')}</List.Item>
              <List.Item>{t('stays.calendarFeedCard.outlookAddCalendarSubscribe')}</List.Item>
            </List>
            <Text size="sm" c="dimmed" mt="sm">
              {t('stays.calendarFeedCard.anyoneWithTheAddress')}
            </Text>
            {renew.isSuccess && (
              <StatusText tone="success" mt="xs">
                {t('stays.calendarFeedCard.renewed')}
              </StatusText>
            )}
            <Button variant="default" mt="sm" onClick={() => setAsking(true)}>
              {t('stays.calendarFeedCard.makeANewAddress')}
            </Button>
          </>
        )}
      </QueryState>
      <ConfirmDelete
        opened={asking}
        title={t('stays.calendarFeedCard.makeANewAddress2')}
        pending={renew.isPending}
        error={renew.error?.message ?? null}
        confirmLabel={t('stays.calendarFeedCard.makeANewAddress')}
        onCancel={() => {
          renew.reset();
          setAsking(false);
        }}
        onConfirm={() => renew.mutate(undefined, { onSuccess: () => setAsking(false) })}
      >
        <Text size="sm">{t('stays.calendarFeedCard.calendarsSubscribedToThe')}</Text>
      </ConfirmDelete>
    </SectionCard>
  );
}
