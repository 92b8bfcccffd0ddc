import { createTheme, MantineProvider } from '@mantine/core';
import type { Language } from '@stuga/shared';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import type { AdminCatalogue } from '@/i18n/admin.en';
import type { Catalogue } from '@/i18n/en';
import type { FirstCatalogue } from '@/i18n/en.first';
import { LanguageProvider, useT } from '@/lib/i18n';
import { FollowMemberLanguage } from '@/lib/member-language';
import { SessionProvider } from '@/lib/session';

const baseTheme = {
  primaryColor: 'red',
  primaryShade: 8,
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  defaultRadius: 'md',
  // Visitors who ask their system for less motion get no animated transitions.
  respectReducedMotion: true,
} as const;

/** The theme, with the words its parts say in the shown language. */
function ThemedApp({ children }: { children: ReactNode }) {
  const t = useT();
  const theme = useMemo(
    () =>
      createTheme({
        ...baseTheme,
        components: {
          // A dialog's close button says what it does (axe: buttons need a name).
          Modal: { defaultProps: { closeButtonProps: { 'aria-label': t('common.close') } } },
          Drawer: { defaultProps: { closeButtonProps: { 'aria-label': t('common.close') } } },
          PasswordInput: {
            defaultProps: { visibilityToggleButtonProps: { 'aria-label': t('password.toggle') } },
          },
          // The date pickers' arrows say what they do (named here, so the dates package loads
          // only with the screens that use it).
          DatePickerInput: {
            defaultProps: {
              // The × that empties a date field says what it does (axe: buttons need a name).
              clearButtonProps: { 'aria-label': t('dates.clear'), className: 'touch-target' },
              ariaLabels: {
                nextMonth: t('dates.nextMonth'),
                previousMonth: t('dates.previousMonth'),
                nextYear: t('dates.nextYear'),
                previousYear: t('dates.previousYear'),
                nextDecade: t('dates.nextDecade'),
                previousDecade: t('dates.previousDecade'),
                monthLevelControl: t('dates.chooseMonth'),
                yearLevelControl: t('dates.chooseYear'),
              },
            },
          },
        },
      }),
    [t],
  );
  return (
    <MantineProvider theme={theme} forceColorScheme="light">
      {children}
    </MantineProvider>
  );
}

/** The language, theme and data layer every screen relies on. */
export function Providers({
  client,
  language,
  messages,
  whole = true,
  admin,
  children,
}: {
  client: QueryClient;
  /** The language shown first, and its catalogue (fetched before the app starts). */
  language: Language;
  messages: Catalogue | FirstCatalogue;
  /** Whether `messages` is the whole catalogue, not only the first page's texts. */
  whole?: boolean;
  /** The admin screens' texts, when the first screen shows them. */
  admin?: AdminCatalogue | undefined;
  children: ReactNode;
}) {
  return (
    <LanguageProvider language={language} messages={messages} whole={whole} admin={admin}>
      <ThemedApp>
        <QueryClientProvider client={client}>
          <SessionProvider>
            <FollowMemberLanguage />
            {children}
          </SessionProvider>
        </QueryClientProvider>
      </ThemedApp>
    </LanguageProvider>
  );
}
