import { Carousel } from '@mantine/carousel';
import { useReducedMotion } from '@mantine/hooks';
import { CAROUSEL_AUTOPLAY_MS, type ImageList } from '@stuga/shared';
import Autoplay from 'embla-carousel-autoplay';
import { useMemo, useState } from 'react';
import { CarouselImage } from './carousel-image';
import classes from './image-carousel.module.css';
import { useHouseName } from '@/lib/house-name';
import { useFormat, useT } from '@/lib/i18n';

export interface ImageCarouselProps {
  /** The images of the image list, with what each shows; must not be empty. */
  images: ImageList['images'];
  /** Picks the first slide; random unless given (tests pin it). */
  pickStart?: (count: number) => number;
}

const randomStart = (count: number) => Math.floor(Math.random() * count);

/**
 * Full-width, infinite, 900 px high, arrows, a random first image and 5 s autoplay (SPEC §2).
 * Visitors who ask their system for less motion get no autoplay: the photos move when they say.
 */
export function ImageCarousel({ images, pickStart = randomStart }: ImageCarouselProps) {
  const t = useT();
  const format = useFormat();
  const house = useHouseName();
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
      controlSize={44}
    >
      {images.map(({ address, description, added }, index) => (
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
            // What an admin said it shows; else the house's name and the day it was added.
            alt={
              description ?? t('community.imageCarousel.photoOf', { house, day: format.day(added) })
            }
            eager={index === start}
          />
        </Carousel.Slide>
      ))}
    </Carousel>
  );
}
