import { Center, Text } from '@mantine/core';
import { imageSrcSet, imageUrl } from '@stuga/shared';
import { useState } from 'react';
import classes from './image-carousel.module.css';
import { useT } from '@/lib/i18n';

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
