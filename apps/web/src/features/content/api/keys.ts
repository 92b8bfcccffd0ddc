/** Query keys of the content screens. */
export const contentKeys = {
  about: () => ['content', 'about'] as const,
  message: () => ['content', 'message'] as const,
  /** The image list depends on who asks: members also get private images. */
  images: (viewer: string) => ['content', 'images', viewer] as const,
};
