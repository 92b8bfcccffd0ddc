import type { ReactNode } from 'react';
import { Later } from './later';
import { QueryLoading } from './query-state';

/**
 * A part of a screen with several reads, drawn as one once all of them are answered (or have
 * failed: each part shows its own error), under one loader until then: parts that each came
 * when their read did pushed down what was below them (issue 61: the screens that moved while
 * they loaded). `reads`: the queries the part shows, only those that are asked (a query not
 * enabled stays pending).
 */
export function WhenRead({
  reads,
  loadingLabel,
  children,
}: {
  reads: readonly { isPending: boolean }[];
  loadingLabel: string;
  children: ReactNode;
}) {
  const loading = <QueryLoading label={loadingLabel} />;
  if (reads.some((read) => read.isPending)) return loading;
  // Drawn in the background as one: the parts' own loaders are never shown (a nested `Later`).
  return <Later placeholder={loading}>{children}</Later>;
}
