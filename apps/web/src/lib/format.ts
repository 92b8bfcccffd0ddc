export { formatSek } from '@stuga/shared';

const dateFormat = new Intl.DateTimeFormat('sv-SE', {
  dateStyle: 'long',
  timeZone: 'Europe/Stockholm',
});
const dateTimeFormat = new Intl.DateTimeFormat('sv-SE', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/Stockholm',
});

/** A date in Swedish, e.g. "12 september 2025". */
export function formatDate(value: Date | string): string {
  return dateFormat.format(typeof value === 'string' ? new Date(value) : value);
}

/** A date and time in Swedish, e.g. "12 september 2025 kl. 09:17". */
export function formatDateTime(value: Date | string): string {
  return dateTimeFormat.format(typeof value === 'string' ? new Date(value) : value);
}
