import { msg, type MessageText } from '../i18n/said.js';
/** At most this many tags on one guestbook entry (DECISIONS §6). */
export const MAX_TAGS = 10;
/** At most this many characters in one tag. */
export const MAX_TAG_LENGTH = 30;

/**
 * Tags as the guestbook keeps them: every input split on commas and spaces, lower-cased, merged
 * and de-duplicated, in the order first seen (SPEC §5).
 */
export function normaliseTags(...inputs: (string | readonly string[] | undefined)[]): string[] {
  const seen = new Set<string>();
  for (const input of inputs) {
    for (const text of typeof input === 'string' ? [input] : (input ?? [])) {
      for (const tag of text.split(/[\s,]+/)) {
        const clean = tag.trim().toLowerCase();
        if (clean) seen.add(clean);
      }
    }
  }
  return [...seen];
}

/** Why a set of normalised tags cannot be saved, or undefined. */
export function tagsProblem(tags: readonly string[]): MessageText | undefined {
  if (tags.length > MAX_TAGS) {
    return msg('api.community.tags', `At most ${MAX_TAGS} tags`, { max: MAX_TAGS });
  }
  if (tags.some((tag) => tag.length > MAX_TAG_LENGTH)) {
    return msg('api.community.tagLong', `A tag can be at most ${MAX_TAG_LENGTH} characters`, {
      max: MAX_TAG_LENGTH,
    });
  }
  return undefined;
}
