import { paths } from '@stuga/shared';

export interface NavItem {
  label: string;
  to: string;
}

/** The header's links; later roles add their own (guestbook, guides, stays, admin). */
export const navItems: NavItem[] = [
  { label: 'Home', to: paths.home },
  { label: 'About', to: paths.about },
];
