import type { Weather } from '@stuga/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { weatherKey } from './weather';

/** `GET /api/weather`: the forecast, SMHI's warnings for the house and the fire risk. */
export const useWeather = (enabled = true) =>
  useQuery({
    queryKey: weatherKey(),
    enabled,
    queryFn: ({ signal }) => apiRequest<Weather>('/api/weather', 'fail.weather', { signal }),
  });
