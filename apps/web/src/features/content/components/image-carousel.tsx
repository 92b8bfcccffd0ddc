import { Carousel } from '@mantine/carousel';
import { useReducedMotion } from '@mantine/hooks';
import { CAROUSEL_AUTOPLAY_MS } from '@stuga/shared';
import Autoplay from 'embla-carousel-autoplay';
import { useMemo, useState } from 'react';
import { CarouselImage } from './carousel-image';
import classes from './image-carousel.module.css';
import { useT } from '@/lib/i18n';

export interface ImageCarouselProps {
  /** Addresses from the image list; must not be empty. */
  images: string[];
  /** Picks the first slide; random unless given (tests pin it). */
  pickStart?: (count: number) => number;
}

const randomStart = (count: number) => Math.floor(Math.random() * count);

/**
 * "lake-morning.jpg?v=…" → "Lake morning": the file name says what the photo shows, in whatever
 * language it was named in; null for a name with no words.
 */
export function describeImage(address: string): string | null {
  const file = decodeURIComponent(address.split('?')[0]?.split('/').pop() ?? '');
  const words = file
    .replace(/\.[a-z0-9]+$/i, '')
    .replace(/[-_]+/g, ' ')
    .trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : null;
}

/**
 * Full-width, infinite, 900 px high, arrows, a random first image and 5 s autoplay (SPEC §2).
 * Visitors who ask their system for less motion get no autoplay: the photos move when they say.
 */
export function ImageCarousel({ images, pickStart = randomStart }: ImageCarouselProps) {
  const t = useT();
  const reduceMotion = useReducedMotion();
  // One plugin instance for the carousel's life; it pauses while the pointer rests on a photo.
  const [autoplay] = useState(() =>
    Autoplay({ delay: CAROUSEL_AUTOPLAY_MS, stopOnInteraction: false, stopOnMouseEnter: true }),
  );
  // Chosen once per mount, so a re-render does not jump to another image.
  const start = useMemo(() => pickStart(images.length), [images.length, pickStart]);

  return (
    <Carousel
      className={classes.root}
      classNames={{ slide: classes.slide }}
      withControls
      emblaOptions={{ loop: true, duration: 25 }}
      initialSlide={start}
      plugins={reduceMotion ? [] : [autoplay]}
      previousControlProps={{ 'aria-label': t('community.imageCarousel.previous') }}
      nextControlProps={{ 'aria-label': t('community.imageCarousel.next') }}
      aria-roledescription={t('community.imageCarousel.carousel')}
      aria-label={t('community.imageCarousel.photosOfTheHouse')}
      controlSize={40}
    >
      {images.map((address, index) => (
        <Carousel.Slide
          key={address}
          aria-roledescription={t('community.imageCarousel.slide')}
          aria-label={t('community.imageCarousel.index1OfImages', {
            index: index + 1,
            count: images.length,
          })}
        >
          <CarouselImage
            address={address}
            alt={describeImage(address) ?? t('community.imageCarousel.photo')}
            eager={index === start}
          />
        </Carousel.Slide>
      ))}
    </Carousel>
  );
}
