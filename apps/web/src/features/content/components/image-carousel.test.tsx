import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { ImageCarousel } from './image-carousel';

const images = [
  { address: '/api/images/public/lake-morning.jpg?v=a', description: 'Lake morning' },
  { address: '/api/images/public/winter-shore.jpg?v=b', description: 'Winter shore' },
  { address: '/api/images/public/autumn-forest.jpg?v=c', description: 'Autumn forest' },
].map((image) => ({ ...image, added: '2025-09-01' }));

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
