import type { QueryClient } from '@tanstack/react-query';
import { keepNotes } from '@/features/house/api/note-writes';
import { keepTicks } from '@/features/house/api/tick-writes';
import { keepSeasonTicks } from '@/features/seasons/api/season-tick-writes';
import { keepOfflineWrites } from '@/lib/offline-writes';

/**
 * How each kind of write kept offline is sent (DECISIONS §20, §22): registered once with the
 * app's client, before any is brought back, so one made on any screen goes from any screen.
 */
export function keepWrites(client: QueryClient) {
  keepTicks(client);
  keepNotes(client);
  keepSeasonTicks(client);
}

/** The app's start: how each kind is sent, then the member's kept writes brought back. */
export function startKeptWrites(client: QueryClient) {
  keepWrites(client);
  keepOfflineWrites(client);
}
