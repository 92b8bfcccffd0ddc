import { Carousel } from '@mantine/carousel';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { CAROUSEL_CLASSES, ImageCarousel } from './image-carousel';
import { MovingCarousel } from './moving-carousel';

const images = [
  { address: '/api/images/public/lake-morning.jpg?v=a', description: 'Lake morning' },
  { address: '/api/images/public/winter-shore.jpg?v=b', description: 'Winter shore' },
  { address: '/api/images/public/autumn-forest.jpg?v=c', description: 'Autumn forest' },
].map((image) => ({ ...image, added: '2025-09-01' }));

describe('the moving carousel', () => {
  it('offers every image at several widths with a srcset', () => {
    renderWithProviders(<MovingCarousel images={images} start={0} />);
    const image = screen.getByRole('img', { name: 'Lake morning' });
    expect(image).toHaveAttribute('src', '/api/images/public/lake-morning.jpg?v=a&w=1280');
    expect(image.getAttribute('srcset')).toContain(
      '/api/images/public/lake-morning.jpg?v=a&w=640 640w',
    );
    expect(image.getAttribute('srcset')).toContain('&w=1920 1920w');
    expect(image).toHaveAttribute('sizes', '100vw');
  });

  it('loads the image it starts on first and the rest lazily', () => {
    renderWithProviders(<MovingCarousel images={images} start={2} />);
    expect(screen.getByRole('img', { name: 'Autumn forest' })).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('img', { name: 'Lake morning' })).toHaveAttribute('loading', 'lazy');
  });

  it("shows 'Image not available' for an image that fails to load", () => {
    renderWithProviders(<MovingCarousel images={images} start={0} />);
    fireEvent.error(screen.getByRole('img', { name: 'Winter shore' }));
    expect(screen.getByText('Image not available')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Winter shore' })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Lake morning' })).toBeInTheDocument();
  });

  it('has previous and next arrows', () => {
    renderWithProviders(<MovingCarousel images={images} start={0} />);
    expect(screen.getByRole('button', { name: 'Previous image' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next image' })).toBeInTheDocument();
  });
});

describe('a photo nobody described', () => {
  it('is read as the house’s name and the day it was added, never its file name', () => {
    renderWithProviders(
      <ImageCarousel
        images={[
          {
            address: '/api/images/public/gps-bc5e0026.jpg?v=a',
            description: null,
            added: '2025-09-01',
          },
        ]}
        pickStart={() => 0}
      />,
    );
    expect(screen.getByRole('img')).toHaveAccessibleName('Stuga, 1 Sept 2025');
    expect(screen.queryByRole('img', { name: /gps/i })).not.toBeInTheDocument();
  });
});

describe('the carousel before its code is needed', () => {
  afterEach(() => vi.useRealTimers());

  /** The carousel as a first visit gets it: its moving part not fetched yet. */
  async function firstVisit(start: number) {
    vi.resetModules();
    const { ImageCarousel: Fresh } = await import('./image-carousel');
    const { renderWithProviders: render } = await import('@/test/render');
    return render(<Fresh images={images} pickStart={() => start} />);
  }

  const region = () => screen.getByRole('region', { name: 'Photos of the house' });

  it('shows the photo it starts on at once, with the arrows, and no other photo', async () => {
    await firstVisit(1);
    expect(region()).toHaveAttribute('data-still');
    expect(within(region()).getAllByRole('img')).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'Winter shore' })).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('group', { name: '2 of 3' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous image' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next image' })).toBeInTheDocument();
  });

  it("is drawn by the carousel's own styles, part for part", async () => {
    const still = await firstVisit(0);
    const moving = renderWithProviders(<MovingCarousel images={images} start={0} />);
    const mantine = (element: Element | null) =>
      [...(element?.classList ?? [])].filter((name) => !name.startsWith('__m__')).sort();
    for (const [part, name] of Object.entries(CAROUSEL_CLASSES)) {
      const key = part as keyof typeof CAROUSEL_CLASSES;
      expect(name.split(' ')[0]).toBe(Carousel.classes[key]);
      const selector = `.${Carousel.classes[key]}`;
      expect(mantine(still.container.querySelector(selector))).toEqual(
        mantine(moving.container.querySelector(selector)),
      );
    }
    const style = (container: HTMLElement, property: string) =>
      container
        .querySelector<HTMLElement>(`.${Carousel.classes.root}`)!
        .style.getPropertyValue(property);
    for (const property of ['--carousel-control-size', '--carousel-controls-offset']) {
      expect(style(still.container, property)).toBe(style(moving.container, property));
    }
  });

  it('stays still for a visitor who asks for less motion', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await firstVisit(0);
    await act(() => vi.advanceTimersByTimeAsync(12_000));
    expect(region()).toHaveAttribute('data-still');
  });

  it('becomes the moving carousel when autoplay is due, and not before', async () => {
    const matchMedia = window.matchMedia;
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({
      ...matchMedia(query),
      matches: false,
    }));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await firstVisit(0);
    await act(() => vi.advanceTimersByTimeAsync(4900));
    expect(region()).toHaveAttribute('data-still');
    await act(() => vi.advanceTimersByTimeAsync(200));
    await waitFor(() => expect(region()).not.toHaveAttribute('data-still'), { timeout: 5000 });
    vi.mocked(window.matchMedia).mockRestore();
  });

  it('becomes the moving carousel when an arrow is pressed, focus kept on that arrow', async () => {
    await firstVisit(0);
    expect(region()).toHaveAttribute('data-still');
    await userEvent.click(screen.getByRole('button', { name: 'Next image' }));
    await waitFor(() => expect(region()).not.toHaveAttribute('data-still'), { timeout: 5000 });
    expect(within(region()).getAllByRole('img')).toHaveLength(3);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Next image' })),
    );
  });
});
