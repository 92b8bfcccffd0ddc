import { createHmac, timingSafeEqual } from 'node:crypto';

/** Private image addresses work for at most a day (DECISIONS §5). */
export const PRIVATE_LINK_HOURS = 24;

/**
 * Signs private image addresses: an `<img>` cannot send the bearer token, so the address itself
 * carries an expiry and an HMAC of the path and expiry.
 */
export function imageSigner(secret: string) {
  const key = createHmac('sha256', secret).update('private-images').digest();
  const mac = (name: string, expires: number) =>
    createHmac('sha256', key).update(`private/${name}:${expires}`).digest('base64url');

  return {
    /**
     * Expiry rounded up to the next hour, so one member's addresses stay the same (and cached)
     * for an hour at a time, and no address lives longer than a day.
     */
    expiryFor(now: Date): number {
      const hour = 3600;
      return Math.ceil(now.getTime() / 1000 / hour) * hour + (PRIVATE_LINK_HOURS - 1) * hour;
    },
    sign: mac,
    /** Whether a signature is right for this name and expiry (expiry checked separately). */
    verify(name: string, expires: number, signature: string): boolean {
      const expected = Buffer.from(mac(name, expires));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
