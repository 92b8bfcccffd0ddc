import { describe, expect, it } from 'vitest';
import { imageSrcSet, imageUrl } from './images.js';

describe('image addresses', () => {
  it('adds the width as a query parameter', () => {
    expect(imageUrl('/api/images/public/a.jpg', 640)).toBe('/api/images/public/a.jpg?w=640');
    expect(imageUrl('/api/images/public/a.jpg?v=1', 1280)).toBe(
      '/api/images/public/a.jpg?v=1&w=1280',
    );
  });

  it('offers 640, 960, 1280 and 1920 in a srcset', () => {
    expect(imageSrcSet('/i.jpg?v=2')).toBe(
      '/i.jpg?v=2&w=640 640w, /i.jpg?v=2&w=960 960w, /i.jpg?v=2&w=1280 1280w, /i.jpg?v=2&w=1920 1920w',
    );
  });
});
