import { describe, expect, it } from 'vitest';
import { profile } from '@/test/fixtures';
import en from '@/i18n/en';
import { navItemsFor } from './navigation';
import { openToUnverified } from './require-access';

const user = (fields: Parameters<typeof profile>[0]) => profile(fields);

const labels = (u: Parameters<typeof navItemsFor>[0]) =>
  navItemsFor(u).map((item) => (en as Record<string, string>)[item.label]);

describe('navigation per role', () => {
  it('offers each role what it may use', () => {
    expect(labels(null)).toEqual([
      'Home',
      'About',
      'Guestbook',
      'Improvements',
      'Contact',
      'Login',
    ]);
    // Only what an account without a completed signup may open; the rest would bounce it.
    expect(labels(user({ access_level: 'unverified', is_verified: false }))).toEqual([
      'Complete Signup',
      'Contact',
    ]);
    const member = [
      'Home',
      'About',
      'Guestbook',
      'Improvements',
      'Contact',
      'House guide',
      'Area guide',
    ];
    expect(labels(user({}))).toEqual(member);
    const booking = ['Plan Your Visit', 'Timeline', 'At the house'];
    expect(labels(user({ access_level: 'trusted' }))).toEqual([
      ...member,
      ...booking,
      'Invite Codes',
    ]);
    expect(labels(user({ is_admin: true }))).toEqual([...member, ...booking, 'Admin']);
  });
});

describe('what an account without a completed signup is offered', () => {
  it('is every screen it may open, and none that sends it back to signup', () => {
    const unverified = user({ access_level: 'unverified', is_verified: false });
    for (const item of navItemsFor(unverified)) {
      expect(openToUnverified.some((path) => item.to.startsWith(path))).toBe(true);
    }
  });
});
