import { hasAccess, needsSignup, paths, type UserProfile } from '@stuga/shared';

const guidePath = (type: string) => paths.guide.replace(':type', type);

export interface NavItem {
  label: string;
  to: string;
}

/** The header's links for who is signed in: each role sees what it may use. */
export function navItemsFor(user: UserProfile | null): NavItem[] {
  const items: NavItem[] = [
    { label: 'Home', to: paths.home },
    { label: 'About', to: paths.about },
    { label: 'Guestbook', to: paths.guestbook },
    { label: 'Improvements', to: paths.improvements },
    { label: 'Contact', to: paths.contact },
  ];
  if (!user) return [...items, { label: 'Login', to: paths.login }];
  // Until signup is complete, only what such an account may open: the rest would send it back.
  if (needsSignup(user)) {
    return [
      { label: 'Complete Signup', to: paths.signup },
      { label: 'Contact', to: paths.contact },
    ];
  }
  if (hasAccess(user, 'private')) {
    items.push(
      { label: 'House guide', to: guidePath('house') },
      { label: 'Area guide', to: guidePath('area') },
    );
  }
  if (hasAccess(user, 'booking')) {
    items.push(
      { label: 'Plan a Visit', to: paths.bookStay },
      { label: 'Timeline', to: paths.timeline },
    );
  }
  if (hasAccess(user, 'admin')) items.push({ label: 'Admin', to: paths.admin });
  else if (hasAccess(user, 'trusted')) {
    items.push({ label: 'Invite Codes', to: paths.adminInviteCodes });
  }
  return items;
}
