import { Box } from '@mantine/core';
import { HomeScreen } from '@/features/content/routes/home';
import { UpcomingStays } from '@/features/stays/components/upcoming-stays';

/** Home as the app composes it: a member who plans stays also sees who is at the house when. */
export function HomeWithStays() {
  return (
    <HomeScreen
      afterGreeting={
        <Box mt="lg">
          <UpcomingStays />
        </Box>
      }
    />
  );
}
