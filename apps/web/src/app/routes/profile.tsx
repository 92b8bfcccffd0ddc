import { MailChoicesCard } from '@/features/house/components/mail-choices-card';
import { ProfileScreen } from '@/features/profile/routes/profile';
import { CalendarFeedCard } from '@/features/stays/components/calendar-feed-card';
import { FairShareCard } from '@/features/stays/components/fair-share-card';

/**
 * The profile as the app composes it: a member who plans stays also finds their share of the
 * house and their calendar feed; every member, how their reminders come.
 */
export function ProfileWithStays() {
  return (
    <ProfileScreen
      after={
        <>
          <FairShareCard />
          <CalendarFeedCard />
          <MailChoicesCard />
        </>
      }
    />
  );
}
