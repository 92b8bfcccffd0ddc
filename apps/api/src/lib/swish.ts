/**
 * Paying with Swish (DECISIONS §21), made here and never by an outside service: the text a Swish
 * QR code carries, the link that opens the app, and the QR code itself as an SVG image.
 *
 * The QR code holds Swish's prefilled format: `C` and the payee's number, the amount in kronor
 * with a decimal comma, the message URL-encoded, and which of the three the payer may not change
 * (1 the number, 2 the amount, 4 the message), `;` between them.
 */

/** The longest message Swish carries. */
export const SWISH_MESSAGE_MAX = 50;

/** What the payer may not change. */
export const LOCKED = { payee: 1, amount: 2, message: 4 } as const;

/** The characters a Swish message takes: letters a–ö, digits, space and `!?(),.-:;`. */
const ALLOWED = /^[A-Za-z0-9ÅÄÖåäö !?(),.\-:;]$/u;

/**
 * A text as a Swish message: each character Swish does not take written without its accent
 * (é as e) or left out, cut at 50 characters (never in the middle of one).
 */
export function swishText(text: string): string {
  const kept = [...text]
    .map((char) => {
      if (ALLOWED.test(char)) return char;
      const plain = char.normalize('NFD')[0] ?? '';
      return ALLOWED.test(plain) ? plain : '';
    })
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  return [...kept].slice(0, SWISH_MESSAGE_MAX).join('').trimEnd();
}

/** A Swish number as the app reads it: its digits alone. */
export const payeeDigits = (number: string) => number.replace(/\D/g, '');

/** An amount in öre as Swish writes it: kronor with a decimal comma, "2500,00". */
export function swishAmount(ore: number): string {
  const kronor = Math.floor(ore / 100);
  return `${kronor},${String(ore % 100).padStart(2, '0')}`;
}

export interface SwishPayment {
  /** The payee's number, as written. */
  payee: string;
  /** In öre; absent: the payer says how much. */
  amount?: number;
  message: string;
  /** The sum of `LOCKED` parts the payer may not change. */
  locked: number;
}

/** The text the QR code carries. */
export function swishPayload(payment: SwishPayment): string {
  return [
    `C${payeeDigits(payment.payee)}`,
    payment.amount === undefined ? '' : swishAmount(payment.amount),
    encodeURIComponent(payment.message),
    String(payment.locked),
  ].join(';');
}

/** The link that opens the Swish app with the payment filled in. */
export function swishLink(payment: SwishPayment): string {
  const data = {
    version: 1,
    payee: { value: payeeDigits(payment.payee), editable: !(payment.locked & LOCKED.payee) },
    ...(payment.amount === undefined
      ? {}
      : { amount: { value: payment.amount / 100, editable: !(payment.locked & LOCKED.amount) } }),
    message: { value: payment.message, editable: !(payment.locked & LOCKED.message) },
  };
  return `swish://payment?data=${encodeURIComponent(JSON.stringify(data))}`;
}

/** The QR code of a payment, as an SVG image (black on white, a quiet zone around it). */
export async function swishQr(payment: SwishPayment): Promise<string> {
  // Loaded with the first payment shown, not by every server as it starts.
  const { default: QRCode } = await import('qrcode');
  return QRCode.toString(swishPayload(payment), {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 4,
    color: { dark: '#000000', light: '#ffffff' },
  });
}

/** What a page needs to show a payment: the number, the message, the link and the QR code. */
export async function swishFor(payment: SwishPayment) {
  return {
    payee: payment.payee,
    message: payment.message,
    url: swishLink(payment),
    qr: await swishQr(payment),
  };
}
