import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { describeImage, ImageCarousel } from './image-carousel';

const images = [
  '/api/images/public/lake-morning.jpg?v=a',
  '/api/images/public/winter-shore.jpg?v=b',
  '/api/images/public/autumn-forest.jpg?v=c',
];

describe('ImageCarousel', () => {
  it('offers every image at several widths with a srcset', () => {
    renderWithProviders(<ImageCarousel images={images} pickStart={() => 0} />);
    const image = screen.getByRole('img', { name: 'Lake morning' });
    expect(image).toHaveAttribute('src', '/api/images/public/lake-morning.jpg?v=a&w=1280');
    expect(image.getAttribute('srcset')).toContain(
      '/api/images/public/lake-morning.jpg?v=a&w=640 640w',
    );
    expect(image.getAttribute('srcset')).toContain('&w=1920 1920w');
    expect(image).toHaveAttribute('sizes', '100vw');
  });

  it('loads the image it starts on first and the rest lazily', () => {
    renderWithProviders(<ImageCarousel images={images} pickStart={() => 2} />);
    expect(screen.getByRole('img', { name: 'Autumn forest' })).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('img', { name: 'Lake morning' })).toHaveAttribute('loading', 'lazy');
  });

  it("shows 'Image not available' for an image that fails to load", () => {
    renderWithProviders(<ImageCarousel images={images} pickStart={() => 0} />);
    fireEvent.error(screen.getByRole('img', { name: 'Winter shore' }));
    expect(screen.getByText('Image not available')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Winter shore' })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Lake morning' })).toBeInTheDocument();
  });

  it('has previous and next arrows', () => {
    renderWithProviders(<ImageCarousel images={images} pickStart={() => 0} />);
    expect(screen.getByRole('button', { name: 'Previous image' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next image' })).toBeInTheDocument();
  });
});

describe('describeImage', () => {
  it('turns a file name into words', () => {
    expect(describeImage('/api/images/public/midsummer-evening.jpg?v=x')).toBe('Midsummer evening');
    expect(describeImage('')).toBeNull();
  });
});
