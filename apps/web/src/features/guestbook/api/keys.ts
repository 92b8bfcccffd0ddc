/** Query keys of the guestbook. */
export const guestbookKeys = {
  all: () => ['guestbook'] as const,
  entries: (tags: string[]) => ['guestbook', 'entries', tags] as const,
  tags: () => ['guestbook', 'tags'] as const,
};
