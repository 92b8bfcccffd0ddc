import { ProfileScreen } from '@/features/profile/routes/profile';
import { CalendarFeedCard } from '@/features/stays/components/calendar-feed-card';

/** The profile as the app composes it: a member who plans stays also finds their calendar feed. */
export function ProfileWithStays() {
  return <ProfileScreen after={<CalendarFeedCard />} />;
}
