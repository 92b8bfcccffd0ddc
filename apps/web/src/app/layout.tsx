import { Burger, Container, Group, Text } from '@mantine/core';
import { matchAppPath, paths, type AppPath } from '@stuga/shared';
import { lazyPart } from '@/lib/lazy-part';
import { Suspense, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { useHouseName } from '@/lib/house-name';
import { useFeeLine } from '@/lib/stay-fee';
import { useLanguage, useT } from '@/lib/i18n';
import classes from './layout.module.css';
import { LanguageToggle } from '@/components/ui/language-toggle';
import { ScreenLoading } from '@/components/ui/screen-loading';
import { OfflineBanner } from '@/components/ui/offline-banner';
import { AccountLink, NavLinks } from './nav-links';
import { SignupGate } from './require-access';
import { ScreenErrorBoundary } from './routes/screen-error-boundary';

const MobileMenu = lazyPart(() => import('./mobile-menu'));

/**
 * Screens that are one short card (and addresses that are no screen): the footer stays in view
 * below them. Every other screen fills the view and starts the footer at the fold, so the footer
 * does not jump away when the screen's content arrives (layout shift, decision 0034).
 */
const SHORT_SCREENS: ReadonlySet<AppPath | undefined> = new Set([
  undefined,
  paths.login,
  paths.signup,
  paths.invite,
  paths.reset,
  paths.confirmEmail,
  paths.signedOut,
  paths.subPage,
]);

/** The common layout of every screen: header with navigation, the screen, the footer. */
export function Layout() {
  const [opened, setOpened] = useState(false);
  // The drawer's code is fetched the first time the menu is opened, not with the first page.
  const [menuWanted, setMenuWanted] = useState(false);
  const { pathname } = useLocation();
  const house = useHouseName();
  const feeLine = useFeeLine();
  const t = useT();
  const { language } = useLanguage();
  // Swedish words are longer: its links fit on one line from 1366 px on (the common laptop),
  // English ones from 1280 px.
  const swedish = language === 'sv';
  return (
    <>
      <a href="#main" className={classes.skip}>
        {t('layout.skip')}
      </a>
      <header className={classes.header}>
        <Container size="xl" h="100%">
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Link to={paths.home} className={classes.brand}>
              {house}
            </Link>
            <Group
              component="nav"
              aria-label={t('layout.mainNav')}
              gap={2}
              wrap="nowrap"
              className={`${classes.inlineNav} ${swedish ? classes.inlineNavSv : classes.inlineNavEn}`}
            >
              <NavLinks />
            </Group>
            <Group gap="xs" wrap="nowrap" ml="auto">
              <LanguageToggle />
              <AccountLink />
              <Burger
                opened={opened}
                onClick={() => {
                  setMenuWanted(true);
                  setOpened((open) => !open);
                }}
                className={swedish ? classes.burgerSv : classes.burgerEn}
                aria-label={opened ? t('layout.closeMenu') : t('layout.openMenu')}
                aria-expanded={opened}
              />
            </Group>
          </Group>
        </Container>
      </header>
      <OfflineBanner />
      {menuWanted && (
        <Suspense fallback={null}>
          <MobileMenu opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
      <main
        id="main"
        className={classes.main}
        data-short={SHORT_SCREENS.has(matchAppPath(pathname)) || undefined}
      >
        <SignupGate>
          <ScreenErrorBoundary key={pathname}>
            <Suspense fallback={<ScreenLoading />}>
              <Outlet />
            </Suspense>
          </ScreenErrorBoundary>
        </SignupGate>
      </main>
      <footer className={classes.footer}>
        <Container size="xl">
          <Text size="sm" ta="center">
            {feeLine}
          </Text>
        </Container>
      </footer>
    </>
  );
}
