import { describe, expect, it } from 'vitest';
import { loginPath, safeReturn, withReturn } from './return-to';

describe('where a sign-in returns to', () => {
  it('is a screen of this app', () => {
    expect(safeReturn('/guide/house')).toBe('/guide/house');
    expect(safeReturn('/book-stay?from=2025-10-01')).toBe('/book-stay?from=2025-10-01');
    expect(loginPath('/guide/house')).toBe('/login?from=%2Fguide%2Fhouse');
  });

  it.each([
    'https://evil.example/',
    '//evil.example/guide/house',
    '/\\evil.example',
    'guide/house',
    '/no/such/screen',
    '/login',
    '/signup',
    '/unloggedInPageVue',
    '/reset/abc',
    '/invite/abc',
    '/confirm/abc',
    '/',
    '',
    null,
  ])('is never %j', (from) => {
    expect(safeReturn(from)).toBeUndefined();
  });

  it('keeps the other parameters of a sign-in step', () => {
    expect(withReturn('/signup', '/timeline', { invite_code: 'ABC' })).toBe(
      '/signup?invite_code=ABC&from=%2Ftimeline',
    );
    expect(withReturn('/signup', undefined, { invite_code: 'ABC' })).toBe(
      '/signup?invite_code=ABC',
    );
    expect(loginPath('/')).toBe('/login');
  });
});
