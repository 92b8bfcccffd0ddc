import { Carousel } from '@mantine/carousel';
import { useReducedMotion } from '@mantine/hooks';
import { CAROUSEL_AUTOPLAY_MS, type ImageList } from '@stuga/shared';
import type { EmblaCarouselType } from 'embla-carousel';
import Autoplay from 'embla-carousel-autoplay';
import { useCallback, useEffect, useRef, useState } from 'react';
import { CarouselImage, useSlideTexts } from './carousel-image';
import classes from './image-carousel.module.css';
import { useT } from '@/lib/i18n';

/** A way the carousel moves: the arrows' `data-type`. */
export type Direction = 'previous' | 'next';

export interface MovingCarouselProps {
  /** The images of the image list, with what each shows; must not be empty. */
  images: ImageList['images'];
  /** The slide it shows first. */
  start: number;
  /** A move asked for before the carousel could move (an arrow, the first autoplay turn). */
  advance?: Direction | null;
  /** The arrow that had focus before the carousel could move: it gets it again. */
  focused?: Direction | null;
}

/**
 * The carousel that moves (SPEC §2): full-width, infinite, 900 px high, arrows, 5 s autoplay.
 * Visitors who ask their system for less motion get no autoplay: the photos move when they say.
 * Its code (Embla) comes after the first photo shows (`ImageCarousel`, decision 0044).
 */
export function MovingCarousel({ images, start, advance, focused }: MovingCarouselProps) {
  const t = useT();
  const slide = useSlideTexts(images.length);
  const reduceMotion = useReducedMotion();
  // One plugin instance for the carousel's life; it pauses while the pointer rests on a photo.
  const [autoplay] = useState(() =>
    Autoplay({ delay: CAROUSEL_AUTOPLAY_MS, stopOnInteraction: false, stopOnMouseEnter: true }),
  );
  // What was asked of the still carousel it replaces happens once it is up: the arrow that had
  // focus has it again, and the move is made once Embla has measured the slides.
  const root = useRef<HTMLDivElement>(null);
  const move = useRef(advance);
  const arrow = useRef(focused);
  useEffect(() => {
    if (arrow.current) {
      root.current?.querySelector<HTMLElement>(`[data-type="${arrow.current}"]`)?.focus();
    }
  }, []);
  const ready = useCallback((embla: EmblaCarouselType) => {
    if (move.current === 'next') embla.scrollNext();
    if (move.current === 'previous') embla.scrollPrev();
    move.current = null;
  }, []);

  return (
    <Carousel
      ref={root}
      className={classes.root}
      classNames={{ slide: classes.slide }}
      withControls
      emblaOptions={{ loop: true, duration: 25 }}
      initialSlide={start}
      getEmblaApi={ready}
      plugins={reduceMotion ? [] : [autoplay]}
      previousControlProps={{ 'aria-label': t('community.imageCarousel.previous') }}
      nextControlProps={{ 'aria-label': t('community.imageCarousel.next') }}
      aria-roledescription={t('community.imageCarousel.carousel')}
      aria-label={t('community.imageCarousel.photosOfTheHouse')}
      controlSize={44}
    >
      {images.map((image, index) => (
        <Carousel.Slide
          key={image.address}
          aria-roledescription={t('community.imageCarousel.slide')}
          aria-label={slide.label(index)}
        >
          <CarouselImage address={image.address} alt={slide.alt(image)} eager={index === start} />
        </Carousel.Slide>
      ))}
    </Carousel>
  );
}
