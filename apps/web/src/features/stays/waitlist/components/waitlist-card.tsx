import { Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { daysBetween, fromWireDate, toWireDate, type CalendarDate } from '@stuga/shared';
import { IconBell } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { SectionCard } from '@/components/ui/section-card';
import { StatusText } from '@/components/ui/status-text';
import { useT } from '@/lib/i18n';
import { useFormCheck } from '@/lib/schemas';
import { useFormat } from '@/lib/formatting';
import { StayRangeInput, type StayRange } from '@/features/stays/components/stay-range-input';
import { useStayWords } from '@/features/stays/words';
import { useChangeWaitlist } from '../api/change-waitlist';
import { useWaitlist } from '../api/get-waitlist';

/**
 * Waiting for dates (DECISIONS §19): the member's wishes with their place in line, a form to
 * wait for more ("Tell me if these dates free up", filled with days handed from the timeline),
 * and the offers of freed days held for them.
 */
export function WaitlistCard({
  today,
  handed,
  booked,
}: {
  today: string;
  /** Booked days handed from the timeline to wait for. */
  handed: { from: string; to: string } | null;
  /** Days some booking holds: greyed in the picker, as everywhere days are picked. */
  booked: ReadonlySet<CalendarDate>;
}) {
  const t = useT();
  const format = useFormat();
  const words = useStayWords();
  const waitlist = useWaitlist(true);
  const change = useChangeWaitlist();
  // The form opens on request (or with days handed from the timeline): a card of inputs drawn
  // on every visit costs a phone more than it gives.
  const [open, setOpen] = useState(handed !== null);

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
                {wish.can.withdraw && (
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
          <WishForm today={today} handed={handed} booked={booked} change={change} />
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

/** "Tell me if these dates free up": the days, the nights wanted at least, sent as a wish. */
function WishForm({
  today,
  handed,
  booked,
  change,
}: {
  today: string;
  handed: { from: string; to: string } | null;
  booked: ReadonlySet<CalendarDate>;
  change: ReturnType<typeof useChangeWaitlist>;
}) {
  const t = useT();
  const words = useStayWords();
  const [range, setRange] = useState<StayRange>([handed?.from ?? null, handed?.to ?? null]);
  const [from, to] = range;
  const [added, setAdded] = useState<string | null>(null);
  const [nights, setNights] = useState<number | string>(
    handed ? Math.max(1, daysBetween(handed.from, handed.to)) : 3,
  );
  const [error, setError] = useState<string | null>(null);
  const checkForm = useFormCheck();
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (handed) first.current?.focus();
  }, [handed]);

  const submit = async () => {
    setError(null);
    setAdded(null);
    if (!from || !to || from >= to) return setError(t('waitlist.form.days'));
    const checked = await checkForm((schemas) =>
      schemas.WishInputSchema.safeParse({
        from: toWireDate(from),
        to: toWireDate(to),
        min_nights: Number(nights),
      }),
    );
    if (!checked.ok) return setError(checked.problem ?? t('common.networkError'));
    const wish = checked.data;
    change.mutate(
      { kind: 'wish', wish },
      {
        onSuccess: () => {
          // What was asked is said, the days cleared for the next wish.
          setAdded(t('waitlist.form.added', { dates: words.dates(wish) }));
          setRange([null, null]);
        },
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Group align="flex-end" wrap="wrap" gap="sm">
        <StayRangeInput
          ref={first}
          booked={booked}
          allowSingleDateInRange={false}
          label={t('waitlist.form.daysLabel')}
          placeholder={t('waitlist.form.range')}
          value={range}
          onChange={(value) => {
            setRange(value);
            setAdded(null);
          }}
          minDate={today}
          defaultDate={from ?? today}
          style={{ flex: '1 1 14rem' }}
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
      {added && (
        <StatusText tone="success" mt="xs">
          {added}
        </StatusText>
      )}
      {(error ?? (change.variables?.kind === 'wish' ? change.error?.message : null)) && (
        <StatusText tone="error" mt="xs">
          {error ?? change.error?.message}
        </StatusText>
      )}
    </form>
  );
}
