import { Button, Card, CopyButton, Group, Stack, Text } from '@mantine/core';
import { type InviteListItem } from '@stuga/shared';
import { useState } from 'react';
import { ConfirmDelete } from '@/components/ui/confirm-delete';
import { QueryState } from '@/components/ui/query-state';
import { SectionCard } from '@/components/ui/section-card';
import { StatusText } from '@/components/ui/status-text';
import { levelSummaries } from '@/lib/access-levels';
import { useT } from '@/lib/i18n';
import { useFormat } from '@/lib/formatting';
import { useWithdrawInvite } from '../api/withdraw-invite';
import { useInviteList } from '../api/invite-list';

/** An invite level in words. */
const levelTitle = (level: InviteListItem['code_type']) => levelSummaries[level].title;

/**
 * The codes made so far (DECISIONS §16): open ones, each with its link to copy and, where the
 * code says the viewer may, a way to withdraw it; used ones with who used them when. The list
 * says whose codes it holds: every code (admins, each with its maker) or the viewer's own.
 * `admin`: the title to show until the list has said it.
 */
export function InviteList({ admin }: { admin: boolean }) {
  const t = useT();
  const format = useFormat();
  const invites = useInviteList();
  const showMaker = invites.data ? invites.data.holds === 'all' : admin;
  const withdraw = useWithdrawInvite();
  const [asking, setAsking] = useState<InviteListItem | null>(null);
  const expiry = (invite: InviteListItem) =>
    invite.expires_at
      ? t('invites.list.expires', { day: format.date(new Date(invite.expires_at * 1000)) })
      : t('invites.list.neverExpires');
  const maker = (invite: InviteListItem) =>
    showMaker ? [t('invites.list.madeBy', { name: invite.made_by })] : [];
  const use = (invite: InviteListItem) =>
    invite.used_by
      ? invite.used_at
        ? t('invites.list.usedByOn', {
            name: invite.used_by,
            when: format.dateTime(invite.used_at),
          })
        : t('invites.list.usedBy', { name: invite.used_by })
      : t('invites.list.usedPlain');
  return (
    <SectionCard title={showMaker ? t('invites.list.all') : t('invites.list.yours')} size="h3">
      <QueryState
        data={invites.data}
        error={invites.error}
        isPending={invites.isPending}
        retry={() => void invites.refetch()}
        loadingLabel={t('invites.list.loading')}
      >
        {(data) => (
          <Stack gap="md">
            {withdraw.isSuccess && (
              <StatusText tone="success">{t('invites.list.withdrawn')}</StatusText>
            )}
            <div>
              <Text fw={600} mb="xs">
                {t('invites.list.open')}
              </Text>
              {data.outstanding.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('invites.list.noOpen')}
                </Text>
              ) : (
                <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                  {data.outstanding.map((invite) => (
                    <OpenInvite
                      key={invite.id}
                      invite={invite}
                      about={[t(levelTitle(invite.code_type)), expiry(invite), ...maker(invite)]}
                      onWithdraw={() => {
                        withdraw.reset();
                        setAsking(invite);
                      }}
                    />
                  ))}
                </Stack>
              )}
            </div>
            <div>
              <Text fw={600} mb="xs">
                {t('invites.list.used')}
              </Text>
              {data.used.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('invites.list.noneUsed')}
                </Text>
              ) : (
                <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                  {data.used.map((invite) => (
                    <Text key={invite.id} component="li" size="sm">
                      <Text span ff="monospace">
                        {invite.code}
                      </Text>
                      {['', t(levelTitle(invite.code_type)), use(invite), ...maker(invite)].join(
                        ' · ',
                      )}
                    </Text>
                  ))}
                </Stack>
              )}
            </div>
          </Stack>
        )}
      </QueryState>
      <ConfirmDelete
        opened={asking !== null}
        title={t('invites.list.withdrawTitle')}
        pending={withdraw.isPending}
        error={withdraw.error?.message ?? null}
        confirmLabel={t('invites.list.withdraw')}
        onCancel={() => setAsking(null)}
        onConfirm={() => asking && withdraw.mutate(asking.id, { onSuccess: () => setAsking(null) })}
      >
        <Text size="sm">{t('invites.list.withdrawText', { code: asking?.code ?? '' })}</Text>
      </ConfirmDelete>
    </SectionCard>
  );
}

/** An open code: its level, expiry and maker, its link to copy, and Withdraw where it may be. */
function OpenInvite({
  invite,
  about,
  onWithdraw,
}: {
  invite: InviteListItem;
  about: string[];
  onWithdraw(): void;
}) {
  const t = useT();
  return (
    <Card component="li" withBorder padding="sm" data-testid="open-invite">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <div>
          <Text ff="monospace" fw={600}>
            {invite.code}
          </Text>
          <Text size="sm" c="dimmed">
            {about.join(' · ')}
          </Text>
        </div>
        <Group gap="xs">
          <CopyButton value={invite.link} timeout={2000}>
            {({ copied, copy }) => (
              <Button
                size="xs"
                variant="light"
                className="touch-target"
                onClick={copy}
                aria-label={t('invites.list.copyLinkOf', { code: invite.code })}
              >
                {copied ? t('common.copied') : t('invites.list.copyLink')}
              </Button>
            )}
          </CopyButton>
          {invite.can.withdraw && (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              className="touch-target"
              aria-label={t('invites.list.withdrawCode', { code: invite.code })}
              onClick={onWithdraw}
            >
              {t('invites.list.withdraw')}
            </Button>
          )}
        </Group>
      </Group>
    </Card>
  );
}
