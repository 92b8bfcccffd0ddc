import { Box } from '@mantine/core';
import { MemberGreeting } from '@/features/content/components/member-greeting';
import { useSession } from '@/lib/session';
import { BallotBanner } from '@/features/stays/rounds/components/ballot-banner';
import { UpcomingStays } from '@/features/stays/bookings/components/upcoming-stays';
import { WeatherCard } from '@/features/weather/components/weather-card';
import { RefusedNotice } from '../require-access';

/**
 * What Home shows a signed-in member: the greeting, why they were sent here from a screen not for
 * them, and for a member who plans stays, who is at the house when and the weather there.
 */
export function MemberHome() {
  const { user } = useSession();
  return (
    <MemberGreeting name={user?.name ?? ''}>
      <RefusedNotice />
      <Box mt="lg">
        <BallotBanner />
      </Box>
      <Box mt="lg">
        <UpcomingStays />
      </Box>
      <Box mt="lg">
        <WeatherCard />
      </Box>
    </MemberGreeting>
  );
}
