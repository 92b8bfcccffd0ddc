const sek = new Intl.NumberFormat('sv-SE', {
  style: 'currency',
  currency: 'SEK',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

/** An amount in Swedish kronor, in Swedish format with no decimals (e.g. "2 500 kr"). */
export function formatSek(amount: number): string {
  return sek.format(Math.round(amount));
}
