import { AtTheHouseScreen } from '@/features/house/routes/at-the-house';
import { IceCard } from '@/features/weather/components/ice-card';
import { WeatherCard } from '@/features/weather/components/weather-card';

/** At the house as the app composes it: the weather there and, in winter, the ice on the lake. */
export function AtTheHouseWithWeather() {
  return (
    <AtTheHouseScreen
      weather={
        <>
          <WeatherCard />
          <IceCard />
        </>
      }
    />
  );
}
