import { Stack } from '@mantine/core';
import type { GuestbookEntry } from '@stuga/shared';
import { GuestbookEntryCard } from './guestbook-entry';
import { LoadMore, type LoadMoreProps } from './load-more';

export interface GuestbookEntriesProps extends LoadMoreProps {
  entries: GuestbookEntry[];
  /** A page or a refetch is on its way. */
  busy: boolean;
}

/**
 * The guestbook's entries and the end of the list, in a file of their own with what draws the
 * entries' markdown (32 KB) and tags: the screen's heading, its form and an empty guestbook do not
 * wait for them (decisions 0061, 0062).
 */
export function GuestbookEntries({ entries, busy, ...more }: GuestbookEntriesProps) {
  return (
    <>
      <Stack gap="md" aria-busy={busy}>
        {entries.map((entry) => (
          <GuestbookEntryCard key={entry.id} entry={entry} />
        ))}
      </Stack>
      <LoadMore {...more} />
    </>
  );
}
