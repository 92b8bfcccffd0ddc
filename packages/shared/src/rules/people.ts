/** A person's display name: first and last name, or the email when both are empty. */
export function displayName(person: {
  first_name: string;
  last_name: string;
  email: string;
}): string {
  return `${person.first_name} ${person.last_name}`.trim() || person.email;
}
