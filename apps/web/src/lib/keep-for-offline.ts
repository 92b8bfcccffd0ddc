import { imageUrl, type AtTheHouse, type Guide, type HouseDocuments } from '@stuga/shared';
import { apiRequest } from './api-client';
import { getClock } from './clock';
import { setKeptCopy } from './offline';

/** The guides every house has. */
const GUIDES = ['house', 'area'] as const;
/** The pages a member reads at the house, kept as the server writes them. */
const PAGES = ['/', '/guide/house', '/guide/area', '/documents'];
const STAY_PAGES = ['/at-the-house', '/book-stay'];

/** Asks for a page as a browser opening it would, so the service worker keeps it. */
const page = (path: string) =>
  fetch(path, { headers: { Accept: 'text/html' }, credentials: 'same-origin' }).then((answer) => {
    if (!answer.ok) throw new Error(`page ${answer.status}`);
    return answer.text();
  });

/**
 * Keeps for offline what a member needs at the house (DECISIONS §20): both guides with their
 * pictures at phone size, the manuals kept for the house (§24), and the member's stays with
 * their checklists. Each is asked of the
 * server through the service worker, which keeps the answer (build/pwa.ts); the date of the copy
 * is kept on the phone. `withStays`: the member has booking access.
 */
export async function keepForOffline(withStays: boolean) {
  // The copy is dated by the house's clock, as everything is (DECISIONS §1).
  const clock = await getClock();
  const guides = await Promise.all(
    GUIDES.map((type) => apiRequest<Guide>(`/api/guides/${type}`, 'offline.keepFailed')),
  );
  const pictures = guides.flatMap((guide) =>
    guide.sections.flatMap((section) => section.pictures.filter((p) => p.startsWith('/p/'))),
  );
  await Promise.all(
    pictures.map((address) =>
      fetch(imageUrl(address, 640)).then((answer) => {
        if (!answer.ok) throw new Error(`picture ${answer.status}`);
        return answer.blob();
      }),
    ),
  );
  await Promise.all((withStays ? [...PAGES, ...STAY_PAGES] : PAGES).map(page));
  // The manuals kept for the house (DECISIONS §24), with the list that opens them.
  const { documents } = await apiRequest<HouseDocuments>('/api/documents', 'offline.keepFailed');
  await Promise.all(
    documents
      .filter((document) => document.offline)
      .map((document) =>
        fetch(document.url).then((answer) => {
          if (!answer.ok) throw new Error(`document ${answer.status}`);
          return answer.blob();
        }),
      ),
  );
  if (withStays) {
    const { stays } = await apiRequest<AtTheHouse>('/api/at-the-house', 'offline.keepFailed');
    await Promise.all([
      apiRequest('/api/house-log', 'offline.keepFailed'),
      // The weather the house kept, with its time, and the ice notes (DECISIONS §25).
      apiRequest('/api/weather', 'offline.keepFailed'),
      apiRequest('/api/ice', 'offline.keepFailed'),
      ...stays.map((stay) =>
        apiRequest(`/api/bookings/${stay.id}/checklists`, 'offline.keepFailed'),
      ),
    ]);
  }
  const copy = { at: clock.now, pictures: pictures.length };
  setKeptCopy(copy);
  return copy;
}
