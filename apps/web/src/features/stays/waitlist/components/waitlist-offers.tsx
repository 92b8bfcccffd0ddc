import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { DEFAULT_PARTY, hasAccess, partyProblem, type Party } from '@stuga/shared';
import { IconBell } from '@tabler/icons-react';
import { useState } from 'react';
import { StatusText } from '@/components/ui/status-text';
import { PartyFields } from '@/features/stays/components/party-fields';
import { useSay, useT } from '@/lib/i18n';
import { useFormCheck } from '@/lib/schemas';
import { useFormat } from '@/lib/formatting';
import { useStayWords } from '@/features/stays/words';
import { useSession } from '@/lib/session';
import { useChangeWaitlist } from '../api/change-waitlist';
import { useWaitlist } from '../api/get-waitlist';

/**
 * Offers of freed days held for the member (DECISIONS §19), at the top of the booking page:
 * claim them, saying who comes as on any request (§21), or let the next in line have them.
 */
export function WaitlistOffers({ beds }: { beds: number }) {
  const t = useT();
  const say = useSay();
  const format = useFormat();
  const words = useStayWords();
  const { user } = useSession();
  const waitlist = useWaitlist(hasAccess(user, 'booking'));
  const change = useChangeWaitlist();
  // The offer being claimed, and who comes.
  const [claiming, setClaiming] = useState<number | null>(null);
  const [party, setParty] = useState<Party>(DEFAULT_PARTY);
  const checkForm = useFormCheck();
  const [problem, setProblem] = useState<string | null>(null);
  const claim = async (id: number) => {
    setProblem(null);
    const checked = await checkForm((schemas) => schemas.ClaimInputSchema.safeParse({ party }));
    if (!checked.ok) return setProblem(checked.problem ?? t('common.networkError'));
    change.mutate({ kind: 'claim', id, party: checked.data.party });
  };
  const offers = waitlist.data?.offers ?? [];
  if (!offers.length) return null;
  const tooMany = partyProblem(party, beds);
  return (
    <Stack gap="xs">
      {offers.map((offer) => {
        const dates = words.dates(offer);
        return (
          <Alert
            key={offer.id}
            color="teal"
            icon={<IconBell aria-hidden />}
            title={t('waitlist.offer.title', { dates })}
          >
            <Stack gap="xs">
              <Text size="sm">
                {t('waitlist.offer.held', { until: format.dateTime(offer.expires_at) })}
              </Text>
              {claiming === offer.id ? (
                <form
                  noValidate
                  onSubmit={(event) => {
                    event.preventDefault();
                    if (tooMany) return;
                    void claim(offer.id);
                  }}
                >
                  <Stack gap="xs">
                    <PartyFields party={party} beds={beds} disabled={false} onChange={setParty} />
                    {(tooMany ?? problem) && (
                      <StatusText tone="error">{tooMany ? say(tooMany) : problem}</StatusText>
                    )}
                    <Group gap="xs">
                      <Button
                        type="submit"
                        size="xs"
                        loading={change.isPending && change.variables?.kind === 'claim'}
                        aria-label={t('waitlist.offer.claimLabel', { dates })}
                      >
                        {t('waitlist.offer.claimThese')}
                      </Button>
                      <Button size="xs" variant="default" onClick={() => setClaiming(null)}>
                        {t('common.cancel')}
                      </Button>
                    </Group>
                  </Stack>
                </form>
              ) : (
                <Group gap="xs">
                  {offer.can.claim && (
                    <Button
                      size="xs"
                      onClick={() => {
                        change.reset();
                        setParty(DEFAULT_PARTY);
                        setClaiming(offer.id);
                      }}
                    >
                      {t('waitlist.offer.claim')}
                    </Button>
                  )}
                  {offer.can.refuse && (
                    <Button
                      size="xs"
                      variant="default"
                      loading={change.isPending && change.variables?.kind === 'refuse'}
                      onClick={() => change.mutate({ kind: 'refuse', id: offer.id })}
                    >
                      {t('waitlist.offer.refuse')}
                    </Button>
                  )}
                </Group>
              )}
            </Stack>
          </Alert>
        );
      })}
      {change.error && <StatusText tone="error">{change.error.message}</StatusText>}
    </Stack>
  );
}
