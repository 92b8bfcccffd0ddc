import { useEffect } from 'react';

/** The site's name, after each screen's own in the browser's title. */
export const SITE_NAME = 'Stuga';

/** Sets the page title while the screen is shown: 'Guestbook · Stuga'. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${SITE_NAME}` : SITE_NAME;
  }, [title]);
}
