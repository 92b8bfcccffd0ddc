import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { SectionImages } from './section-images';

const signed = '/p/house.jpg?v=abc&exp=1757700000&sig=xyz';

describe('SectionImages', () => {
  it('loads a house picture resized from its signed address, at the widths the screen needs', () => {
    renderWithProviders(<SectionImages pictures={[signed]} title="Arrival" />);
    const image = screen.getByRole('img', { name: 'Arrival, picture 1' });
    expect(image).toHaveAttribute('src', `${signed}&w=1280`);
    expect(image.getAttribute('srcset')).toContain(`${signed}&w=640 640w`);
    expect(image).toHaveAttribute('sizes', '(min-width: 1000px) 920px, 100vw');
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('shows an https picture as it is, two to a row with another', () => {
    renderWithProviders(
      <SectionImages pictures={['https://example.org/a.jpg', signed]} title="Lake" />,
    );
    const outside = screen.getByRole('img', { name: 'Lake, picture 1' });
    expect(outside).toHaveAttribute('src', 'https://example.org/a.jpg');
    expect(outside).not.toHaveAttribute('srcset');
    expect(screen.getByRole('img', { name: 'Lake, picture 2' })).toHaveAttribute(
      'sizes',
      '(min-width: 1000px) 460px, 50vw',
    );
  });

  it("shows 'Image not available' for a picture that fails to load", () => {
    renderWithProviders(<SectionImages pictures={[signed, '/p/gone.jpg']} title="Sauna" />);
    fireEvent.error(screen.getByRole('img', { name: 'Sauna, picture 2' }));
    expect(screen.getByText('Image not available')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Sauna, picture 1' })).toBeInTheDocument();
  });

  it('shows nothing for a section without pictures', () => {
    const { container } = renderWithProviders(<SectionImages pictures={[]} title="Empty" />);
    expect(container.querySelector('img')).toBeNull();
  });
});
