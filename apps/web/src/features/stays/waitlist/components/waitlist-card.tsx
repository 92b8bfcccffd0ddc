import { Button, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { daysBetween, fromWireDate, toWireDate } from '@stuga/shared';
import { IconBell } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { SectionCard } from '@/components/ui/section-card';
import { StatusText } from '@/components/ui/status-text';
import { useFormat, useT } from '@/lib/i18n';
import { useStayWords } from '@/features/stays/words';
import { useChangeWaitlist, useWaitlist } from '../api/waitlist';

/**
 * Waiting for dates (DECISIONS §19): the member's wishes with their place in line, a form to
 * wait for more ("Tell me if these dates free up", filled with days handed from the timeline),
 * and the offers of freed days held for them.
 */
export function WaitlistCard({
  today,
  handed,
}: {
  today: string;
  /** Booked days handed from the timeline to wait for. */
  handed: { from: string; to: string } | null;
}) {
  const t = useT();
  const format = useFormat();
  const words = useStayWords();
  const waitlist = useWaitlist(true);
  const change = useChangeWaitlist();
  const [from, setFrom] = useState(handed?.from ?? '');
  const [to, setTo] = useState(handed?.to ?? '');
  const [nights, setNights] = useState<number | string>(
    handed ? Math.max(1, daysBetween(handed.from, handed.to)) : 3,
  );
  const [error, setError] = useState<string | null>(null);
  // The form opens on request (or with days handed from the timeline): a card of inputs drawn
  // on every visit costs a phone more than it gives.
  const [open, setOpen] = useState(handed !== null);
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (handed) first.current?.focus();
  }, [handed]);

  const submit = () => {
    setError(null);
    if (!from || !to || from >= to) return setError(t('waitlist.form.days'));
    change.mutate(
      {
        kind: 'wish',
        wish: { from: toWireDate(from), to: toWireDate(to), min_nights: Number(nights) },
      },
      {
        onSuccess: () => {
          setFrom('');
          setTo('');
        },
      },
    );
  };

  return (
    <SectionCard title={t('waitlist.title')}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('waitlist.explain')}
        </Text>
        {waitlist.data && waitlist.data.wishes.length > 0 && (
          <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {waitlist.data.wishes.map((wish) => (
              <Group component="li" key={wish.id} justify="space-between" wrap="wrap" gap="xs">
                <div>
                  <Text size="sm" fw={600}>
                    {words.dates(wish)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {wish.place === null
                      ? t('waitlist.wish.claimed', { nights: wish.min_nights })
                      : t('waitlist.wish.line', { nights: wish.min_nights, place: wish.place })}
                  </Text>
                </div>
                {wish.status === 'waiting' && (
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    onClick={() => change.mutate({ kind: 'withdraw', id: wish.id })}
                    aria-label={t('waitlist.wish.withdrawLabel', {
                      from: format.day(fromWireDate(wish.from)),
                      to: format.day(fromWireDate(wish.to)),
                    })}
                  >
                    {t('waitlist.wish.withdraw')}
                  </Button>
                )}
              </Group>
            ))}
          </Stack>
        )}
        {waitlist.error && <StatusText tone="error">{waitlist.error.message}</StatusText>}
        {open ? (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
          >
            <Group align="flex-end" wrap="wrap" gap="sm">
              <TextInput
                ref={first}
                type="date"
                label={t('waitlist.form.from')}
                value={from}
                min={today}
                onChange={(event) => setFrom(event.currentTarget.value)}
              />
              <TextInput
                type="date"
                label={t('waitlist.form.to')}
                value={to}
                min={from || today}
                onChange={(event) => setTo(event.currentTarget.value)}
              />
              <NumberInput
                label={t('waitlist.form.nights')}
                value={nights}
                onChange={setNights}
                min={1}
                max={60}
                allowDecimal={false}
                w={150}
              />
              <Button
                type="submit"
                variant="light"
                leftSection={<IconBell size={16} aria-hidden />}
                loading={change.isPending && change.variables?.kind === 'wish'}
              >
                {t('waitlist.form.submit')}
              </Button>
            </Group>
            {(error ?? (change.variables?.kind === 'wish' ? change.error?.message : null)) && (
              <StatusText tone="error" mt="xs">
                {error ?? change.error?.message}
              </StatusText>
            )}
          </form>
        ) : (
          <Group>
            <Button
              variant="light"
              leftSection={<IconBell size={16} aria-hidden />}
              onClick={() => setOpen(true)}
            >
              {t('waitlist.form.submit')}
            </Button>
          </Group>
        )}
      </Stack>
    </SectionCard>
  );
}
