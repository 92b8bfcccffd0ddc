import { useEffect } from 'react';
import { useHouseName } from './house-name';

/** Sets the page title while the screen is shown: 'Guestbook · Stuga' (the house's name). */
export function usePageTitle(title: string): void {
  const house = useHouseName();
  useEffect(() => {
    document.title = title ? `${title} · ${house}` : house;
  }, [title, house]);
}
