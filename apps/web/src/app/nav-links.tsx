import { UnstyledButton } from '@mantine/core';
import { IconUserCircle } from '@tabler/icons-react';
import { paths } from '@stuga/shared';
import { NavLink, useLocation, useNavigate } from 'react-router';
import { useT } from '@/lib/i18n';
import { loginPath } from '@/lib/return-to';
import { useSession } from '@/lib/session';
import classes from './layout.module.css';
import { navItemsFor } from './navigation';

/** The links the signed-in person (or visitor) may use, and Logout. */
export function NavLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { user, signOut } = useSession();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const t = useT();
  const logout = async () => {
    await signOut();
    onNavigate?.();
    navigate(paths.signedOut);
  };
  return (
    <>
      {navItemsFor(user).map((item) => (
        <NavLink
          key={item.to}
          // Logging in from a screen comes back to it.
          to={item.to === paths.login ? loginPath(pathname + search) : item.to}
          end
          className={classes.link}
          onClick={onNavigate}
        >
          {t(item.label)}
        </NavLink>
      ))}
      {user && (
        <UnstyledButton onClick={() => void logout()} className={classes.link}>
          {t('nav.logout')}
        </UnstyledButton>
      )}
    </>
  );
}

/** Who is signed in, in the header at every width: their name, leading to their profile. */
export function AccountLink() {
  const { user } = useSession();
  const t = useT();
  if (!user) return null;
  const shown = user.first_name.trim() || user.name;
  return (
    <NavLink
      to={paths.profile}
      className={classes.account}
      aria-label={t('layout.profileLabel', { name: user.name })}
      title={t('layout.signedInAs', { name: user.name })}
    >
      <IconUserCircle size={20} aria-hidden />
      <span className={classes.accountName}>{shown}</span>
    </NavLink>
  );
}
