/** Widths, in pixels, that the server resizes gallery images to. */
export const IMAGE_WIDTHS = [320, 640, 960, 1280, 1920] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** The address of an image from the image list, resized to `width`. */
export function imageUrl(address: string, width: ImageWidth): string {
  const separator = address.includes('?') ? '&' : '?';
  return `${address}${separator}w=${width}`;
}

/** A `srcset` value offering the image at every allowed width from 640 up. */
export function imageSrcSet(address: string): string {
  return IMAGE_WIDTHS.filter((width) => width >= 640)
    .map((width) => `${imageUrl(address, width)} ${width}w`)
    .join(', ');
}
