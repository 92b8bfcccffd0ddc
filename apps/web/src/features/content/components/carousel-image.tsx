import { Center, Text } from '@mantine/core';
import { imageSrcSet, imageUrl, type ImageList } from '@stuga/shared';
import { useState } from 'react';
import classes from './image-carousel.module.css';
import { useHouseName } from '@/lib/house-name';
import { useT } from '@/lib/i18n';
import { useFormat } from '@/lib/formatting';

/**
 * What a screen reader hears of a slide, the same in the still and the moving carousel: its place
 * ("2 of 5") and what its photo shows — what an admin said, else the house's name and the day it
 * was added.
 */
export function useSlideTexts(count: number) {
  const t = useT();
  const format = useFormat();
  const house = useHouseName();
  return {
    label: (index: number) =>
      t('community.imageCarousel.index1OfImages', { index: index + 1, count }),
    alt: ({ description, added }: ImageList['images'][number]) =>
      description ?? t('community.imageCarousel.photoOf', { house, day: format.day(added) }),
  };
}

export interface CarouselImageProps {
  /** An address from the image list. */
  address: string;
  /** Text for screen readers. */
  alt: string;
  /** Whether the browser should fetch it right away. */
  eager: boolean;
}

/** One gallery image at the size the screen needs, or 'Image not available' when it fails. */
export function CarouselImage({ address, alt, eager }: CarouselImageProps) {
  const t = useT();
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <Center className={classes.fallback}>
        <Text c="dimmed">{t('community.carouselImage.imageNotAvailable')}</Text>
      </Center>
    );
  }
  return (
    <img
      className={classes.image}
      src={imageUrl(address, 1280)}
      srcSet={imageSrcSet(address)}
      sizes="100vw"
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
