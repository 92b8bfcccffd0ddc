import { Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { lazyPart } from '@/lib/lazy-part';
import {
  addDays,
  CODES_OPEN_DAYS_BEFORE,
  fromWireDate,
  hasAccess,
  paths,
  type HouseCodeKind,
} from '@stuga/shared';
import { IconAlarm, IconDoor, IconKey, IconWifi } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { AdminTexts } from '@/components/ui/admin-texts';
import { QueryState } from '@/components/ui/query-state';
import { SectionCard } from '@/components/ui/section-card';
import { useT } from '@/lib/i18n';
import { useFormat } from '@/lib/formatting';
import { useSession } from '@/lib/session';
import { failureMessage } from '@/lib/api-client';
import { useHouseCodes } from '../api/house-codes';

// The admins' editor, its code and texts fetched when an admin opens it.
const CodesEditor = lazyPart(() =>
  import('./codes-editor').then((m) => ({ default: m.CodesEditor })),
);

const ICONS: Record<HouseCodeKind, typeof IconDoor> = {
  door: IconDoor,
  alarm: IconAlarm,
  wifi: IconWifi,
  other: IconKey,
};

/**
 * The house codes in the house guide (DECISIONS §20): while the member's window is open (always
 * for admins) the codes; otherwise when they will show. Members with booking access only.
 */
export function HouseCodesCard() {
  const t = useT();
  const format = useFormat();
  const { user } = useSession();
  const allowed = hasAccess(user, 'booking');
  const isAdmin = hasAccess(user, 'admin');
  const codes = useHouseCodes(allowed);
  const [editing, setEditing] = useState(false);
  if (!allowed) return null;
  return (
    <SectionCard
      title={t('codes.title')}
      size="h3"
      aside={
        isAdmin && (
          <Button size="xs" variant="light" onClick={() => setEditing(true)}>
            {t('codes.edit')}
          </Button>
        )
      }
    >
      <QueryState
        data={codes.data}
        // Without a network: why the codes are not here, not a bare network error (they are
        // never kept on the phone, DECISIONS §20).
        error={codes.error ? new Error(failureMessage(codes.error, t('codes.offline'))) : null}
        isPending={codes.isPending}
        retry={() => void codes.refetch()}
        loadingLabel={t('codes.loading')}
      >
        {(view) => {
          if (!view.shown) {
            return (
              <Text size="sm">
                {view.window
                  ? t('codes.closed', {
                      day: format.day(
                        addDays(fromWireDate(view.window.from), -CODES_OPEN_DAYS_BEFORE),
                      ),
                    })
                  : t('codes.noStay')}
              </Text>
            );
          }
          return (
            <Stack gap="sm">
              <Text size="sm" c="dimmed">
                {view.window
                  ? t('codes.until', { day: format.day(fromWireDate(view.window.to)) })
                  : t('codes.admin')}
              </Text>
              {view.codes.length === 0 ? (
                <Text size="sm">{t('codes.none')}</Text>
              ) : (
                <Stack gap="sm" component="dl" m={0}>
                  {view.codes.map((code) => {
                    const Icon = ICONS[code.kind];
                    return (
                      <Group key={code.id} gap="sm" wrap="nowrap" align="flex-start">
                        <Icon size={22} aria-hidden style={{ flex: 'none', marginTop: 2 }} />
                        <div>
                          <Text component="dt" size="sm" fw={600}>
                            {code.label}
                          </Text>
                          <Text
                            component="dd"
                            m={0}
                            ff="monospace"
                            fz="xl"
                            fw={700}
                            style={{ letterSpacing: '0.06em', wordBreak: 'break-all' }}
                          >
                            {code.value}
                          </Text>
                          {code.note && (
                            <Text component="dd" m={0} size="sm" c="dimmed">
                              {code.note}
                            </Text>
                          )}
                        </div>
                      </Group>
                    );
                  })}
                </Stack>
              )}
            </Stack>
          );
        }}
      </QueryState>
      <Button
        component={Link}
        to={paths.atTheHouse}
        variant="light"
        size="xs"
        mt="md"
        className="touch-target"
      >
        {t('codes.checklists')}
      </Button>
      {isAdmin && editing && (
        <AdminTexts quiet>
          <Suspense fallback={null}>
            <CodesEditor onClose={() => setEditing(false)} />
          </Suspense>
        </AdminTexts>
      )}
    </SectionCard>
  );
}
