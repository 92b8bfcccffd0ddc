import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ImageKind } from './image-store.js';

/** Signed image addresses work for at most a day (DECISIONS §5). */
export const PRIVATE_LINK_HOURS = 24;

/** The kinds whose addresses must be signed: only those allowed to see them get addresses. */
export const SIGNED_KINDS: ReadonlySet<ImageKind> = new Set(['private', 'guide', 'log', 'receipt']);

/**
 * Signs image addresses for private gallery images and guide pictures: an `<img>` cannot send the
 * bearer token, so the address itself carries an expiry and an HMAC of kind, name and expiry.
 */
export function imageSigner(secret: string) {
  const key = createHmac('sha256', secret).update('private-images').digest();
  const mac = (kind: ImageKind | 'document', name: string, expires: number) =>
    createHmac('sha256', key).update(`${kind}/${name}:${expires}`).digest('base64url');

  return {
    /**
     * Expiry rounded up to the next hour, so one member's addresses stay the same (and cached)
     * for an hour at a time, and no address lives longer than a day.
     */
    expiryFor(now: Date): number {
      const hour = 3600;
      return Math.ceil(now.getTime() / 1000 / hour) * hour + (PRIVATE_LINK_HOURS - 1) * hour;
    },
    /** The query string that signs an address: `exp=…&sig=…`. */
    query(kind: ImageKind | 'document', name: string, expires: number): string {
      return `exp=${expires}&sig=${mac(kind, name, expires)}`;
    },
    /** Whether a signature is right for this kind, name and expiry (expiry checked separately). */
    verify(
      kind: ImageKind | 'document',
      name: string,
      expires: number,
      signature: string,
    ): boolean {
      const expected = Buffer.from(mac(kind, name, expires));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

export type ImageSigner = ReturnType<typeof imageSigner>;
