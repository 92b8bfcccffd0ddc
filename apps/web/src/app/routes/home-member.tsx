import { Box } from '@mantine/core';
import { hasAccess } from '@stuga/shared';
import { useEffect } from 'react';
import { WhenRead } from '@/components/ui/when-read';
import { MemberGreeting } from '@/features/content/components/member-greeting';
import { useSession } from '@/lib/session';
import { useMemberRounds } from '@/features/stays/rounds/api/member-rounds';
import { BallotBanner } from '@/features/stays/rounds/components/ballot-banner';
import { useUpcomingStays } from '@/features/stays/bookings/api/get-upcoming-stays';
import { UpcomingStays } from '@/features/stays/bookings/components/upcoming-stays';
import { useWeather } from '@/features/weather/api/get-weather';
import { WeatherCard } from '@/features/weather/components/weather-card';
import { useToday } from '@/lib/clock';
import { useT } from '@/lib/i18n';
import { RefusedNotice } from '../require-access';

/**
 * What Home shows a signed-in member: the greeting, why they were sent here from a screen not for
 * them, and for a member who plans stays, who is at the house when and the weather there. Its
 * parts are drawn together once their reads are in (answered or failed), not one by one, each
 * pushing the next down; `onSettled` tells Home, whose carousel below waits for it.
 */
export function MemberHome({ onSettled }: { onSettled?: () => void }) {
  const t = useT();
  const { user } = useSession();
  const allowed = hasAccess(user, 'booking');
  const reads = [useMemberRounds(allowed), useUpcomingStays(allowed), useWeather(allowed)];
  // The house's date (the banner's days left) is asked for beside them; offline it never comes.
  useToday();
  return (
    <MemberGreeting name={user?.name ?? ''}>
      <RefusedNotice />
      <WhenRead reads={allowed ? reads : []} loadingLabel={t('upcoming.loading')}>
        <Box mt="lg">
          <BallotBanner />
        </Box>
        <Box mt="lg">
          <UpcomingStays />
        </Box>
        <Box mt="lg">
          <WeatherCard />
        </Box>
        <Settled onSettled={onSettled} />
      </WhenRead>
    </MemberGreeting>
  );
}

/** Tells Home once the member's part is on the page (its effect runs when it is drawn). */
function Settled({ onSettled }: { onSettled?: () => void }) {
  useEffect(() => onSettled?.(), [onSettled]);
  return null;
}
