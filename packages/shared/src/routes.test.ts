import { describe, expect, it } from 'vitest';
import { isAppPath, matchAppPath } from './routes.js';

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

describe('matchAppPath', () => {
  it('names the screen path a browser path opens', () => {
    expect(matchAppPath('/guide/house')).toBe('/guide/:type');
    expect(matchAppPath('/login/')).toBe('/login');
    expect(matchAppPath('/')).toBe('/');
    expect(matchAppPath('/nope')).toBeUndefined();
  });
});
