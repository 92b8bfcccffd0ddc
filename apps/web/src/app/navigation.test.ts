import { describe, expect, it } from 'vitest';
import { profile } from '@/test/fixtures';
import { navItemsFor } from './navigation';

const user = (fields: Parameters<typeof profile>[0]) => profile(fields);

const labels = (u: Parameters<typeof navItemsFor>[0]) => navItemsFor(u).map((item) => item.label);

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
    expect(labels(user({ access_level: 'unverified', is_verified: false }))).toEqual([
      'Home',
      'About',
      'Complete Signup',
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
    const booking = ['Plan a Visit', 'Timeline'];
    expect(labels(user({ access_level: 'trusted' }))).toEqual([
      ...member,
      ...booking,
      'Invite Codes',
    ]);
    expect(labels(user({ is_admin: true }))).toEqual([...member, ...booking, 'Admin']);
  });
});
