import { MailChoicesCard } from '@/features/house/components/mail-choices-card';
import { OwnSwishCard } from '@/features/money/components/own-swish';
import { ProfileScreen } from '@/features/profile/routes/profile';
import { NotificationsCard } from '@/features/notifications/components/notifications-card';
import { CalendarFeedCard } from '@/features/stays/components/calendar-feed-card';
import { FairShareCard } from '@/features/stays/components/fair-share-card';

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
