import { hasAccess, needsSignup, paths, type UserProfile } from '@stuga/shared';
import type { MessageKey } from '@/i18n/en';

const guidePath = (type: string) => paths.guide.replace(':type', type);

export interface NavItem {
  /** The link's text in the catalogue. */
  label: MessageKey;
  to: string;
}

/** The header's links for who is signed in: each role sees what it may use. */
export function navItemsFor(user: UserProfile | null): NavItem[] {
  const items: NavItem[] = [
    { label: 'nav.home', to: paths.home },
    { label: 'nav.about', to: paths.about },
    { label: 'nav.guestbook', to: paths.guestbook },
    { label: 'nav.improvements', to: paths.improvements },
    { label: 'nav.contact', to: paths.contact },
  ];
  if (!user) return [...items, { label: 'nav.login', to: paths.login }];
  // Until signup is complete, only what such an account may open: the rest would send it back.
  if (needsSignup(user)) {
    return [
      { label: 'nav.completeSignup', to: paths.signup },
      { label: 'nav.contact', to: paths.contact },
    ];
  }
  if (hasAccess(user, 'private')) {
    items.push(
      { label: 'nav.houseGuide', to: guidePath('house') },
      { label: 'nav.areaGuide', to: guidePath('area') },
    );
  }
  if (hasAccess(user, 'booking')) {
    items.push(
      { label: 'nav.planVisit', to: paths.bookStay },
      { label: 'nav.timeline', to: paths.timeline },
      { label: 'nav.atTheHouse', to: paths.atTheHouse },
    );
  }
  if (hasAccess(user, 'admin')) items.push({ label: 'nav.admin', to: paths.admin });
  else if (hasAccess(user, 'trusted')) {
    items.push({ label: 'nav.inviteCodes', to: paths.adminInviteCodes });
  }
  return items;
}
