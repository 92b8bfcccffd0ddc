import { describe, expect, it } from 'vitest';
import { hasAccess, type AccessHolder } from './access.js';
import {
  guestbookAbilities,
  guideAbilities,
  inviteAbilities,
  sectionAbilities,
  WRITE_ACCESS,
} from './abilities.js';

const visitor = null;
const unverified: AccessHolder = { access_level: 'unverified', is_admin: false };
const member: AccessHolder = { access_level: 'verified', is_admin: false };
const trusted: AccessHolder = { access_level: 'trusted', is_admin: false };
const admin: AccessHolder = { access_level: 'trusted', is_admin: true };
const everyone = [visitor, unverified, member, trusted, admin];

describe('what a reader may do, as the routes decide it', () => {
  it('lets the guestbook say who posts and who filters, by the access its routes need', () => {
    expect(everyone.map((viewer) => guestbookAbilities(viewer))).toEqual([
      { post: false, filter: false },
      { post: false, filter: true },
      { post: true, filter: true },
      { post: true, filter: true },
      { post: true, filter: true },
    ]);
    for (const viewer of everyone) {
      expect(guestbookAbilities(viewer).post).toBe(hasAccess(viewer, WRITE_ACCESS.guestbookPost));
    }
  });

  it('lets admins alone add, change and delete guide sections', () => {
    expect(everyone.map((viewer) => guideAbilities(viewer).add)).toEqual([
      false,
      false,
      false,
      false,
      true,
    ]);
    expect(sectionAbilities(admin)).toEqual({ edit: true, remove: true });
    expect(sectionAbilities(trusted)).toEqual({ edit: false, remove: false });
  });

  it('lets an open code be withdrawn by its maker or an admin, and a used one by nobody', () => {
    const karin = { id: 7, is_admin: false };
    const other = { id: 8, is_admin: false };
    const boss = { id: 1, is_admin: true };
    expect(inviteAbilities({ maker_id: 7, open: true }, karin)).toEqual({ withdraw: true });
    expect(inviteAbilities({ maker_id: 7, open: true }, other)).toEqual({ withdraw: false });
    expect(inviteAbilities({ maker_id: 7, open: true }, boss)).toEqual({ withdraw: true });
    expect(inviteAbilities({ maker_id: null, open: true }, boss)).toEqual({ withdraw: true });
    expect(inviteAbilities({ maker_id: 7, open: false }, karin)).toEqual({ withdraw: false });
    expect(inviteAbilities({ maker_id: 7, open: false }, boss)).toEqual({ withdraw: false });
  });
});
