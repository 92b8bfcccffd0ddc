import { AccordionChevron, rem, UnstyledButton } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { CAROUSEL_AUTOPLAY_MS, type ImageList } from '@stuga/shared';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { CarouselImage, useSlideTexts } from './carousel-image';
import classes from './image-carousel.module.css';
import type { Direction, MovingCarouselProps } from './moving-carousel';
import { useT } from '@/lib/i18n';

export interface ImageCarouselProps {
  /** The images of the image list, with what each shows; must not be empty. */
  images: ImageList['images'];
  /** Picks the first slide; random unless given (tests pin it). */
  pickStart?: (count: number) => number;
}

const randomStart = (count: number) => Math.floor(Math.random() * count);

/**
 * The class names Mantine's carousel (the pinned 9.7.3) gives its parts, so the still carousel
 * is drawn by the same styles; a test checks them against `Carousel.classes`.
 */
export const CAROUSEL_CLASSES = {
  root: 'm_17884d0f mantine-Carousel-root',
  controls: 'm_39bc3463 mantine-Carousel-controls',
  control: 'm_64f58e10 mantine-Carousel-control',
  viewport: 'm_a2dae653 mantine-Carousel-viewport',
  container: 'm_fcd81474 mantine-Carousel-container',
  slide: 'm_d98df724 mantine-Carousel-slide',
} as const;

type Moving = (props: MovingCarouselProps) => React.JSX.Element;
let moving: Moving | undefined;
let loading: Promise<Moving> | undefined;

/** Fetches the moving carousel's code once (again after a failure: offline, it stays still). */
function loadMoving(): Promise<Moving> {
  loading ??= import('./moving-carousel').then(
    (module) => (moving = module.MovingCarousel),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * The home page's photo carousel (SPEC §2). It starts still: the first photo with the arrows,
 * drawn exactly as the carousel draws it but without its code (Embla and Mantine's carousel: 9 KB
 * compressed, decision 0044). Its code is fetched when the carousel is about to be used (a
 * pointer over it, a touch, focus on an arrow); the moving carousel takes its place when it is
 * first asked to move (an arrow, an arrow key, a swipe, autoplay's first turn) and makes that
 * move, focus staying on the arrow that had it.
 */
export function ImageCarousel({ images, pickStart = randomStart }: ImageCarouselProps) {
  // Chosen once per mount, so a re-render does not jump to another image.
  const start = useMemo(() => pickStart(images.length), [images.length, pickStart]);
  const reduceMotion = useReducedMotion();
  const [ready, setReady] = useState(moving !== undefined);
  const [advance, setAdvance] = useState<Direction | null>(null);
  const [focused, setFocused] = useState<Direction | null>(null);
  const want = useCallback(() => {
    loadMoving().then(
      () => setReady(true),
      () => undefined,
    );
  }, []);
  // Autoplay's first turn; with less motion asked for, the photos move only when told to.
  useEffect(() => {
    if (ready || reduceMotion) return;
    const timer = setTimeout(() => {
      setAdvance((asked) => asked ?? 'next');
      want();
    }, CAROUSEL_AUTOPLAY_MS);
    return () => clearTimeout(timer);
  }, [ready, reduceMotion, want]);

  if (ready && moving) {
    const Carousel = moving;
    return <Carousel images={images} start={start} advance={advance} focused={focused} />;
  }
  return (
    <StillCarousel
      images={images}
      start={start}
      onIntent={() => void loadMoving().catch(() => undefined)}
      onArrow={(direction) => {
        setAdvance(direction);
        want();
      }}
      onArrowFocus={setFocused}
    />
  );
}

/** The carousel's first photo and arrows as its own markup, without the code that moves it. */
function StillCarousel({
  images,
  start,
  onIntent,
  onArrow,
  onArrowFocus,
}: {
  images: ImageList['images'];
  start: number;
  onIntent: () => void;
  onArrow: (direction: Direction) => void;
  onArrowFocus: (direction: Direction | null) => void;
}) {
  const t = useT();
  // Where a swipe started: one across a third of the photo asks for the next or the previous.
  const [swipeFrom, setSwipeFrom] = useState<number | null>(null);
  const slide = useSlideTexts(images.length);
  const image = images[start]!;
  const arrow = (direction: Direction) => (
    <UnstyledButton
      className={`mantine-focus-auto ${CAROUSEL_CLASSES.control}`}
      aria-label={t(
        direction === 'next' ? 'community.imageCarousel.next' : 'community.imageCarousel.previous',
      )}
      aria-disabled={false}
      data-type={direction}
      onClick={() => onArrow(direction)}
      onFocus={() => onArrowFocus(direction)}
      onBlur={() => onArrowFocus(null)}
    >
      <AccordionChevron
        style={{
          transform: `rotate(${direction === 'next' ? -90 : 90}deg)`,
          width: rem(16),
          height: rem(16),
        }}
      />
    </UnstyledButton>
  );
  return (
    <div
      role="region"
      aria-roledescription={t('community.imageCarousel.carousel')}
      aria-label={t('community.imageCarousel.photosOfTheHouse')}
      className={`${classes.root} ${CAROUSEL_CLASSES.root}`}
      style={
        {
          '--carousel-control-size': rem(44),
          '--carousel-controls-offset': 'var(--mantine-spacing-sm)',
          '--carousel-slide-gap': '0rem',
          '--carousel-slide-size': '100%',
        } as React.CSSProperties
      }
      data-orientation="horizontal"
      data-include-gap-in-size="true"
      data-still=""
      onPointerEnter={onIntent}
      onPointerDown={(event) => {
        onIntent();
        if (!(event.target as Element).closest('button')) setSwipeFrom(event.clientX);
      }}
      onPointerUp={(event) => {
        if (swipeFrom === null) return;
        const moved = event.clientX - swipeFrom;
        setSwipeFrom(null);
        if (Math.abs(moved) > event.currentTarget.clientWidth / 3) {
          onArrow(moved < 0 ? 'next' : 'previous');
        }
      }}
      onPointerCancel={() => setSwipeFrom(null)}
      onFocus={onIntent}
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight') onArrow('next');
        if (event.key === 'ArrowLeft') onArrow('previous');
      }}
    >
      <div className={CAROUSEL_CLASSES.controls} data-orientation="horizontal">
        {arrow('previous')}
        {arrow('next')}
      </div>
      <div className={CAROUSEL_CLASSES.viewport} data-type="media">
        <div className={CAROUSEL_CLASSES.container} data-orientation="horizontal">
          <div
            className={`${classes.slide} ${CAROUSEL_CLASSES.slide}`}
            data-orientation="horizontal"
            role="group"
            aria-roledescription={t('community.imageCarousel.slide')}
            aria-label={slide.label(start)}
          >
            <CarouselImage address={image.address} alt={slide.alt(image)} eager />
          </div>
        </div>
      </div>
    </div>
  );
}
