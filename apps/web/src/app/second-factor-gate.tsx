import { Center, Loader } from '@mantine/core';
import { paths } from '@stuga/shared';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSecondFactor } from '@/features/profile/api/get-second-factor';
import { SECOND_FACTOR_ANCHOR } from '@/features/profile/components/second-factor-card';
import { useT } from '@/lib/i18n';
import { useSession } from '@/lib/session';

/**
 * An admin without a one-time code, while the house requires it of every admin (DECISIONS §26),
 * is led to set it up on the profile before any admin screen (the server refuses those calls).
 */
export function SecondFactorGate({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const t = useT();
  const asks = !!user?.is_admin && user.second_factor === false;
  const status = useSecondFactor(asks);
  if (!asks) return <>{children}</>;
  if (status.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('layout.loading')} />
      </Center>
    );
  }
  if (status.data?.required && !status.data.enabled) {
    return <Navigate to={`${paths.profile}#${SECOND_FACTOR_ANCHOR}`} replace />;
  }
  return <>{children}</>;
}
