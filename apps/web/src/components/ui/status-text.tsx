import { Text, type TextProps } from '@mantine/core';
import type { ReactNode, Ref } from 'react';

/**
 * A short line saying something went wrong or right, in the red or green that stays readable
 * (WCAG AA, 4.5:1) on white and on light backgrounds. Failures are announced at once (`alert`),
 * good news politely (`status`); a line that is part of what a screen shows, not news, is not
 * announced (`announce={false}`).
 */
export function StatusText({
  tone,
  announce = true,
  children,
  ref,
  tabIndex,
  ...props
}: {
  tone: 'error' | 'success';
  announce?: boolean;
  children: ReactNode;
  /** To move focus to the line (after an action whose button went away). */
  ref?: Ref<HTMLParagraphElement>;
  tabIndex?: number;
} & Omit<TextProps, 'c' | 'color'>) {
  return (
    <Text
      ref={ref}
      tabIndex={tabIndex}
      size="sm"
      role={announce ? (tone === 'error' ? 'alert' : 'status') : undefined}
      c={tone === 'error' ? 'var(--mantine-color-error)' : 'var(--stuga-color-success)'}
      {...props}
    >
      {children}
    </Text>
  );
}
