import { hasAccess, type Access, type AccessHolder } from './access.js';

/**
 * The access each community write needs (SPEC §6, DECISIONS §2, §6): the routes check it, and
 * the views tell their reader what it lets them do, so no screen works it out again.
 */
export const WRITE_ACCESS = {
  /** Leave a guestbook message: a signed-in account whose signup is complete (DECISIONS §14a). */
  guestbookPost: 'verified',
  /** Read the tag filter: any signed-in account (SPEC §4). */
  guestbookFilter: 'user',
  /** Add, change and delete guide sections. */
  guideEdit: 'admin',
} as const satisfies Record<string, Access>;

/** What the reader of the guestbook may do there. */
export interface GuestbookAbilities {
  /** Leave a message. */
  post: boolean;
  /** Filter the entries by tag. */
  filter: boolean;
}

export const guestbookAbilities = (viewer: AccessHolder | null): GuestbookAbilities => ({
  post: hasAccess(viewer, WRITE_ACCESS.guestbookPost),
  filter: hasAccess(viewer, WRITE_ACCESS.guestbookFilter),
});

/** What the reader of a guide may do with it: add a section. */
export interface GuideAbilities {
  add: boolean;
}

/** What the reader of a guide may do with one of its sections. */
export interface SectionAbilities {
  edit: boolean;
  remove: boolean;
}

export const guideAbilities = (viewer: AccessHolder | null): GuideAbilities => ({
  add: hasAccess(viewer, WRITE_ACCESS.guideEdit),
});

export const sectionAbilities = (viewer: AccessHolder | null): SectionAbilities => {
  const editor = hasAccess(viewer, WRITE_ACCESS.guideEdit);
  return { edit: editor, remove: editor };
};

/** What the viewer of an invite code may do with it (DECISIONS §4, §16). */
export interface InviteAbilities {
  /** Withdraw it: a code still open, by an admin or the member who made it. */
  withdraw: boolean;
}

export function inviteAbilities(
  invite: { maker_id: number | null; open: boolean },
  viewer: { id: number; is_admin: boolean },
): InviteAbilities {
  return { withdraw: invite.open && (viewer.is_admin || invite.maker_id === viewer.id) };
}
