import { createContext, useContext, useDeferredValue, type ReactNode } from 'react';

/** Whether what is drawn is already inside a part drawn later (its render is the background one). */
const InLater = createContext(false);

/**
 * Shows `children` just after what is around them: the first render shows `placeholder`, and
 * React renders the children in the background, in slices that leave the page free to answer a
 * touch (a transition), instead of one long task. For a large part of a screen (a half-year of
 * calendar, the settings below the first card) that need not be there in the first frame.
 *
 * Inside another such part, the children are drawn at once: the outer part is already drawn in
 * the background, and waiting again would show a loader that the content then replaces, pushing
 * down what is below it (issue 61: the screens that moved while they loaded).
 */
export function Later({
  children,
  placeholder = null,
}: {
  children: ReactNode;
  placeholder?: ReactNode;
}) {
  const nested = useContext(InLater);
  const ready = useDeferredValue(true, nested);
  if (nested) return <>{children}</>;
  return <InLater.Provider value={true}>{ready ? children : placeholder}</InLater.Provider>;
}
