import { Button, Card, CopyButton, Group, Stack, Text } from '@mantine/core';
import { formatDate, formatDateTime, inviteLevelLabel, type InviteListItem } from '@stuga/shared';
import { useState } from 'react';
import { ConfirmDelete } from '@/components/ui/confirm-delete';
import { QueryState } from '@/components/ui/query-state';
import { SectionCard } from '@/components/ui/section-card';
import { StatusText } from '@/components/ui/status-text';
import { useInviteList, useWithdrawInvite } from '../api/list-invites';

const expiry = (invite: InviteListItem) =>
  invite.expires_at ? `expires ${formatDate(new Date(invite.expires_at * 1000))}` : 'never expires';

/**
 * The codes made so far (DECISIONS §16): open ones, each with its link to copy and a way to
 * withdraw it, and used ones with who used them when. Admins see every code, a member their own.
 */
export function InviteList({ showMaker }: { showMaker: boolean }) {
  const invites = useInviteList();
  const withdraw = useWithdrawInvite();
  const [asking, setAsking] = useState<InviteListItem | null>(null);
  return (
    <SectionCard title={showMaker ? 'Invite codes' : 'Your invite codes'} size="h3">
      <QueryState
        data={invites.data}
        error={invites.error}
        isPending={invites.isPending}
        retry={() => void invites.refetch()}
        loadingLabel="Loading the invite codes"
      >
        {(data) => (
          <Stack gap="md">
            {withdraw.data && <StatusText tone="success">{withdraw.data.message}</StatusText>}
            <div>
              <Text fw={600} mb="xs">
                Not used yet
              </Text>
              {data.outstanding.length === 0 ? (
                <Text size="sm" c="dimmed">
                  No open codes.
                </Text>
              ) : (
                <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                  {data.outstanding.map((invite) => (
                    <Card
                      key={invite.id}
                      component="li"
                      withBorder
                      padding="sm"
                      data-testid="open-invite"
                    >
                      <Group justify="space-between" wrap="wrap" gap="xs">
                        <div>
                          <Text ff="monospace" fw={600}>
                            {invite.code}
                          </Text>
                          <Text size="sm" c="dimmed">
                            {inviteLevelLabel(invite.code_type)} · {expiry(invite)}
                            {showMaker ? ` · made by ${invite.made_by}` : ''}
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
                                aria-label={`Copy the link of ${invite.code}`}
                              >
                                {copied ? 'Copied' : 'Copy link'}
                              </Button>
                            )}
                          </CopyButton>
                          <Button
                            size="xs"
                            variant="subtle"
                            color="red"
                            className="touch-target"
                            aria-label={`Withdraw ${invite.code}`}
                            onClick={() => {
                              withdraw.reset();
                              setAsking(invite);
                            }}
                          >
                            Withdraw
                          </Button>
                        </Group>
                      </Group>
                    </Card>
                  ))}
                </Stack>
              )}
            </div>
            <div>
              <Text fw={600} mb="xs">
                Used
              </Text>
              {data.used.length === 0 ? (
                <Text size="sm" c="dimmed">
                  No code has been used yet.
                </Text>
              ) : (
                <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                  {data.used.map((invite) => (
                    <Text key={invite.id} component="li" size="sm">
                      <Text span ff="monospace">
                        {invite.code}
                      </Text>{' '}
                      · {inviteLevelLabel(invite.code_type)} ·{' '}
                      {invite.used_by
                        ? `used by ${invite.used_by}${invite.used_at ? ` on ${formatDateTime(invite.used_at)}` : ''}`
                        : 'used'}
                      {showMaker ? ` · made by ${invite.made_by}` : ''}
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
        title="Withdraw this invite code?"
        pending={withdraw.isPending}
        error={withdraw.error?.message ?? null}
        confirmLabel="Withdraw"
        onCancel={() => setAsking(null)}
        onConfirm={() => asking && withdraw.mutate(asking.id, { onSuccess: () => setAsking(null) })}
      >
        <Text size="sm">
          {asking?.code} will stop working at once: its link will say the code is invalid.
        </Text>
      </ConfirmDelete>
    </SectionCard>
  );
}
