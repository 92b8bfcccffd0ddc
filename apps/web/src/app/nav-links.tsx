import { UnstyledButton } from '@mantine/core';
import { paths } from '@stuga/shared';
import { NavLink, useNavigate } from 'react-router';
import { useSession } from '@/lib/session';
import classes from './layout.module.css';
import { navItemsFor } from './navigation';

/** The links the signed-in person (or visitor) may use, and Logout. */
export function NavLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { user, signOut } = useSession();
  const navigate = useNavigate();
  const logout = () => {
    signOut();
    onNavigate?.();
    navigate(paths.signedOut);
  };
  return (
    <>
      {navItemsFor(user).map((item) => (
        <NavLink key={item.to} to={item.to} end className={classes.link} onClick={onNavigate}>
          {item.label}
        </NavLink>
      ))}
      {user && (
        <UnstyledButton onClick={logout} className={classes.link}>
          Logout
        </UnstyledButton>
      )}
    </>
  );
}
