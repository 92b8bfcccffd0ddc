import { Burger, Container, Drawer, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { formatSek, paths, STAY_FEE_EUR_APPROX, STAY_FEE_SEK } from '@stuga/shared';
import { Link, NavLink, Outlet, useNavigate } from 'react-router';
import { useSession } from '@/lib/session';
import classes from './layout.module.css';
import { navItemsFor } from './navigation';
import { SignupGate } from './require-access';

function NavLinks({ onNavigate }: { onNavigate?: () => void }) {
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

/** The common layout of every screen: header with navigation, the screen, the footer. */
export function Layout() {
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <>
      <a href="#main" className={classes.skip}>
        Skip to content
      </a>
      <header className={classes.header}>
        <Container size="xl" h="100%">
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Link to={paths.home} className={classes.brand}>
              Stuga
            </Link>
            <Group component="nav" aria-label="Main" gap={4} visibleFrom="md">
              <NavLinks />
            </Group>
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="md"
              aria-label={opened ? 'Close menu' : 'Open menu'}
              aria-expanded={opened}
            />
          </Group>
        </Container>
      </header>
      <Drawer
        opened={opened}
        onClose={close}
        title="Stuga"
        size="xs"
        position="right"
        hiddenFrom="md"
      >
        <Stack component="nav" aria-label="Main" gap={4}>
          <NavLinks onNavigate={close} />
        </Stack>
      </Drawer>
      <main id="main" className={classes.main}>
        <SignupGate>
          <Outlet />
        </SignupGate>
      </main>
      <footer className={classes.footer}>
        <Container size="xl">
          <Text size="sm" ta="center">
            A stay costs {formatSek(STAY_FEE_SEK)} (about {STAY_FEE_EUR_APPROX} EUR) per stay, for
            cleaning and maintenance. Anything more is voluntary and goes to house improvements.
          </Text>
        </Container>
      </footer>
    </>
  );
}
