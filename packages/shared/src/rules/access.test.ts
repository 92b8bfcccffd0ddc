import { describe, expect, it } from 'vitest';
import {
  ACCESS,
  accessFlags,
  accessRefusal,
  hasAccess,
  needsSignup,
  type Access,
  type Standing,
} from './access.js';
import { CREDENTIALS, HOLDINGS, MEMBER_RECORDS, releasedBy, standsBehind } from './holdings.js';

describe('accessFlags (DECISIONS §2)', () => {
  it.each([
    ['unverified', false, false, false, false],
    ['verified', false, true, true, false],
    ['trusted', false, true, true, true],
    ['unverified', true, true, true, true],
  ])('%s (admin: %s)', (level, admin, verified, privateContent, booking) => {
    expect(accessFlags(level, admin)).toEqual({
      is_verified: verified,
      can_access_private_content: privateContent,
      can_access_booking: booking,
    });
  });

  it('treats an unknown level as unverified', () => {
    expect(accessFlags('something', false).is_verified).toBe(false);
  });
});

describe('hasAccess (SPEC §6)', () => {
  const people = {
    visitor: null,
    unverified: { access_level: 'unverified', is_admin: false },
    verified: { access_level: 'verified', is_admin: false },
    trusted: { access_level: 'trusted', is_admin: false },
    admin: { access_level: 'unverified', is_admin: true },
  };
  // Who passes each access, in the order of `people`.
  const table: Record<Access, boolean[]> = {
    public: [true, true, true, true, true],
    user: [false, true, true, true, true],
    verified: [false, false, true, true, true],
    private: [false, false, true, true, true],
    booking: [false, false, false, true, true],
    trusted: [false, false, false, true, true],
    admin: [false, false, false, false, true],
    // Only a guest pass opens a guest's view: no account does.
    guest: [false, false, false, false, false],
  };

  it.each(ACCESS.map((access) => [access]))('%s', (access) => {
    expect(Object.values(people).map((person) => hasAccess(person, access))).toEqual(table[access]);
  });

  it('tells a visitor to log in, and a member what they lack', () => {
    expect(accessRefusal(null, 'admin')).toBe('Authentication required. Please log in.');
    expect(accessRefusal(people.verified, 'booking')).toBe(
      'You do not have permission to access the booking system.',
    );
    expect(accessRefusal(people.trusted, 'booking')).toBeUndefined();
  });

  it('sends unverified accounts, and only them, to signup', () => {
    expect(needsSignup(people.unverified)).toBe(true);
    expect(needsSignup(people.admin)).toBe(false);
    expect(needsSignup(people.verified)).toBe(false);
    expect(needsSignup(null)).toBe(false);
  });
});

describe('standsBehind: what an account holds, against what it is now (DECISIONS §22)', () => {
  const as = (level: string, changes: Partial<Standing> = {}): Standing => ({
    access_level: level,
    is_admin: false,
    suspended: false,
    login_disabled: false,
    ...changes,
  });
  const allowed = (standing: Standing) => CREDENTIALS.filter((use) => standsBehind(standing, use));

  it('lets each level hold what it may make', () => {
    expect(allowed(as('unverified'))).toEqual(['session', 'link', 'passkey', 'second_factor']);
    expect(allowed(as('verified'))).toEqual([
      'session',
      'link',
      'vote',
      'passkey',
      'second_factor',
    ]);
    expect(allowed(as('trusted'))).toEqual(CREDENTIALS);
    expect(allowed(as('unverified', { is_admin: true }))).toEqual(CREDENTIALS);
  });

  it('stands behind nothing once suspended, whatever the level', () => {
    expect(allowed(as('trusted', { suspended: true }))).toEqual([]);
    expect(allowed(as('unverified', { is_admin: true, suspended: true }))).toEqual([]);
    expect(releasedBy(as('trusted', { suspended: true }))).toEqual(CREDENTIALS);
  });

  it('releases on a move down to verified what needs booking access or trust', () => {
    expect(releasedBy(as('verified'))).toEqual([
      'feed',
      'invite',
      'request',
      'ballot',
      'wish',
      'swap',
      'workday',
      'chore',
      'season',
      'push',
      'guest_pass',
    ]);
    expect(releasedBy(as('trusted'))).toEqual([]);
  });

  it('keeps what a member who cannot sign in (sample members) holds without signing in', () => {
    expect(allowed(as('trusted', { login_disabled: true }))).toEqual([
      'request',
      'ballot',
      'wish',
      'swap',
      'vote',
      'workday',
      'chore',
      'season',
      'guest_pass',
    ]);
  });

  it('names where each kind is kept, once, and never a record as a holding', () => {
    const columns = Object.values(HOLDINGS).flatMap((holding) => holding.columns);
    expect(new Set(columns).size).toBe(columns.length);
    expect(columns.filter((column) => column in MEMBER_RECORDS)).toEqual([]);
  });
});
