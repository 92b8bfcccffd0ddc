import { hasAccess } from '@stuga/shared';
import type { QueryClient } from '@tanstack/react-query';
import { MailChoicesCard } from '@/features/house/components/mail-choices-card';
import { OwnSwishCard } from '@/features/money/components/own-swish';
import { ProfileScreen } from '@/features/profile/routes/profile';
import { NotificationsCard } from '@/features/notifications/components/notifications-card';
import { CalendarFeedCard } from '@/features/stays/components/calendar-feed-card';
import { FairShareCard } from '@/features/stays/components/fair-share-card';
import { mailChoicesQuery } from '@/features/house/api/get-mail-choices';
import { ownSwishQuery } from '@/features/money/api/get-own-swish';
import { channelsQuery } from '@/features/notifications/api/get-channels';
import { devicesQuery } from '@/features/notifications/api/get-devices';
import { passkeysQuery } from '@/features/profile/api/get-passkeys';
import { secondFactorQuery } from '@/features/profile/api/get-second-factor';
import { calendarFeedQuery } from '@/features/stays/api/get-calendar-feed';
import { ownFairShareQuery } from '@/features/stays/api/own-fair-share';
import { readsStarted } from '@/lib/screen-reads';
import { sessionStore } from '@/lib/session-store';

/**
 * What the profile's cards read, started with the screen's code (decision 0080), so the profile
 * is drawn once with them: every member's passkeys and one-time code; a member who plans stays
 * also their share, feed, Swish number, mail choices, devices and channels.
 */
export function prepare(client?: QueryClient) {
  const session = sessionStore.get();
  if (!client || !session) return undefined;
  const stays = hasAccess(session.user, 'booking')
    ? [
        client.prefetchQuery(ownFairShareQuery()),
        client.prefetchQuery(calendarFeedQuery()),
        client.prefetchQuery(ownSwishQuery()),
        client.prefetchQuery(mailChoicesQuery(session.jwt)),
        client.prefetchQuery(devicesQuery()),
        client.prefetchQuery(channelsQuery()),
      ]
    : [];
  return readsStarted([
    client.prefetchQuery(passkeysQuery()),
    client.prefetchQuery(secondFactorQuery()),
    ...stays,
  ]);
}

/**
 * The profile as the app composes it: a member who plans stays also finds their share of the
 * house, their calendar feed and their Swish number (where the others pay them); every member,
 * how their reminders come.
 */
export function ProfileWithStays() {
  return (
    <ProfileScreen
      after={
        <>
          <FairShareCard />
          <CalendarFeedCard />
          <OwnSwishCard />
          <MailChoicesCard />
          <NotificationsCard />
        </>
      }
    />
  );
}
