import { Burger, Container, Drawer, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { formatSek, paths, STAY_FEE_EUR_APPROX, STAY_FEE_SEK } from '@stuga/shared';
import { Link, NavLink, Outlet } from 'react-router';
import classes from './layout.module.css';
import { navItems } from './navigation';

function NavLinks({ onNavigate }: { onNavigate?: () => void }) {
  return navItems.map((item) => (
    <NavLink key={item.to} to={item.to} end className={classes.link} onClick={onNavigate}>
      {item.label}
    </NavLink>
  ));
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
            <Group component="nav" aria-label="Main" gap={4} visibleFrom="sm">
              <NavLinks />
            </Group>
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
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
        hiddenFrom="sm"
      >
        <Stack component="nav" aria-label="Main" gap={4}>
          <NavLinks onNavigate={close} />
        </Stack>
      </Drawer>
      <main id="main" className={classes.main}>
        <Outlet />
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
