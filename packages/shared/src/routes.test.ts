import { describe, expect, it } from 'vitest';
import { isAppPath } from './routes.js';

describe('isAppPath', () => {
  it.each([
    '/',
    '/about',
    '/subPage',
    '/unloggedInPageVue',
    '/login',
    '/guide/house',
    '/admin/invite-codes',
    '/invite/ABC123',
    '/reset/token/',
  ])('knows %s', (path) => {
    expect(isAppPath(path)).toBe(true);
  });

  it.each(['/nope', '/guide', '/guide/a/b', '/admin/unknown', '/api/health'])(
    'does not know %s',
    (path) => {
      expect(isAppPath(path)).toBe(false);
    },
  );
});
