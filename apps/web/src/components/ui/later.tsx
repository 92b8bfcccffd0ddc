import { useDeferredValue, type ReactNode } from 'react';

/**
 * Shows `children` just after what is around them: the first render shows `placeholder`, and
 * React renders the children in the background, in slices that leave the page free to answer a
 * touch (a transition), instead of one long task. For a large part of a screen (a half-year of
 * calendar, the settings below the first card) that need not be there in the first frame.
 */
export function Later({
  children,
  placeholder = null,
}: {
  children: ReactNode;
  placeholder?: ReactNode;
}) {
  const ready = useDeferredValue(true, false);
  return <>{ready ? children : placeholder}</>;
}
