import { msg } from '../i18n/said.js';

/** What naming a person needs: their names. An email address is never a name (DECISIONS §22). */
export interface Person {
  first_name: string;
  last_name: string;
}

/**
 * What stands for a person who has given no name: never their email address, which no member
 * sees of another (DECISIONS §22). Anything others see needs a name first (`hasName`), so only
 * what was made before that rule can show it.
 */
export const NO_NAME = '–';

/** A person's display name: first and last name, or `NO_NAME` when both are empty. */
export function displayName(person: Person): string {
  return `${person.first_name} ${person.last_name}`.trim() || NO_NAME;
}

/**
 * The name of an account read through a left join, whose names are null when it is not there (a
 * closed or never-made account): its display name, or null.
 */
export const joinedName = (first: string | null, last: string | null): string | null =>
  first === null ? null : displayName({ first_name: first, last_name: last ?? '' });

/** Whether a person has given a name others can know them by. */
export const hasName = (person: Person): boolean =>
  `${person.first_name} ${person.last_name}`.trim() !== '';

/** Why a member without a name may not make something others see (DECISIONS §22). */
export const nameRequired = msg(
  'api.access.name',
  'Please add your name on your profile first: other members see it with what you do here.',
);
