import { createTheme, MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { SessionProvider } from '@/lib/session';

export const theme = createTheme({
  primaryColor: 'red',
  primaryShade: 8,
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  defaultRadius: 'md',
  // Visitors who ask their system for less motion get no animated transitions.
  respectReducedMotion: true,
  components: {
    // A dialog's close button says what it does (axe: buttons need a name).
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    // The date pickers' arrows say what they do (named here, so the dates package loads only
    // with the screens that use it).
    DatePickerInput: {
      defaultProps: {
        ariaLabels: {
          nextMonth: 'Next month',
          previousMonth: 'Previous month',
          nextYear: 'Next year',
          previousYear: 'Previous year',
          nextDecade: 'Next decade',
          previousDecade: 'Previous decade',
          monthLevelControl: 'Choose a month',
          yearLevelControl: 'Choose a year',
        },
      },
    },
  },
});

/** The theme and data layer every screen relies on. */
export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <MantineProvider theme={theme} forceColorScheme="light">
      <QueryClientProvider client={client}>
        <SessionProvider>{children}</SessionProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
