/** What naming a person needs. */
export interface Person {
  first_name: string;
  last_name: string;
  email: string;
}

/** A person's display name: first and last name, or the email when both are empty. */
export function displayName(person: Person): string {
  return `${person.first_name} ${person.last_name}`.trim() || person.email;
}
