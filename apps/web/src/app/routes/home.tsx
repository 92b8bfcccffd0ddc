import { Box } from '@mantine/core';
import { HomeScreen } from '@/features/content/routes/home';
import { UpcomingStays } from '@/features/stays/bookings/components/upcoming-stays';
import { RefusedNotice } from '../require-access';

/**
 * Home as the app composes it: why a member was sent here from a screen not for them, and for a
 * member who plans stays, who is at the house when.
 */
export function HomeWithStays() {
  return (
    <HomeScreen
      afterGreeting={
        <>
          <RefusedNotice />
          <Box mt="lg">
            <UpcomingStays />
          </Box>
        </>
      }
    />
  );
}
