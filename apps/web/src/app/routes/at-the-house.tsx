import { hasAccess } from '@stuga/shared';
import { AtTheHouseScreen } from '@/features/house/routes/at-the-house';
import { useIce } from '@/features/weather/api/get-ice';
import { useWeather } from '@/features/weather/api/get-weather';
import { IceCard } from '@/features/weather/components/ice-card';
import { WeatherCard } from '@/features/weather/components/weather-card';
import { useToday } from '@/lib/clock';
import { useSession } from '@/lib/session';

/**
 * At the house as the app composes it: the weather there and, in winter, the ice on the lake.
 * Their reads start with the screen's own, not once the cards are drawn below the stay's lists,
 * and the screen waits for them: the cards are drawn with what they show, not grown from a
 * loader that pushes the house log down.
 */
export function AtTheHouseWithWeather() {
  const { user } = useSession();
  const allowed = hasAccess(user, 'booking');
  const weather = useWeather(allowed);
  const ice = useIce();
  useToday();
  return (
    <AtTheHouseScreen
      reads={allowed ? [weather, ice] : [ice]}
      weather={
        <>
          <WeatherCard />
          <IceCard />
        </>
      }
    />
  );
}
