import type Sharp from 'sharp';

let loading: Promise<typeof Sharp> | undefined;

/**
 * sharp, loaded with the first picture the server checks or resizes: libvips costs a server about
 * 19 MB resident, and one whose resized copies are all in the cache never needs it (decision
 * 0059). Each resize runs on one libvips thread, so resizing never takes the server's last core
 * (decision 0003; `RESIZES_AT_ONCE` in `image-store.ts` limits how many run at once).
 */
export function loadSharp(): Promise<typeof Sharp> {
  return (loading ??= import('sharp').then(({ default: sharp }) => {
    sharp.concurrency(1);
    return sharp;
  }));
}
