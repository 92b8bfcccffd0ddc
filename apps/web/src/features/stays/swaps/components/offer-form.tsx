import { Button, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconArrowsExchange } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { StatusText } from '@/components/ui/status-text';
import { useT } from '@/lib/i18n';
import { useFormCheck } from '@/lib/schemas';
import { useStayWords } from '@/features/stays/words';
import { useOfferStay } from '../api/offer-stay';
import { useSwapChoices } from '../api/swap-choices';

/**
 * The form: one of the member's stays, to whom, for which of theirs or as a gift, a note. Opened
 * from a stay's "Offer to another member", it starts with that stay and the member to choose.
 */
export function OfferForm({ chosen, onSent }: { chosen: number | null; onSent(): void }) {
  const t = useT();
  const { dates } = useStayWords();
  const choices = useSwapChoices(true);
  const offer = useOfferStay();
  const [stay, setStay] = useState(chosen === null ? '' : String(chosen));
  const memberField = useRef<HTMLSelectElement>(null);
  const ready = !!choices.data;
  useEffect(() => {
    if (chosen === null || !ready) return;
    // Focus brings the field into view: the stay is chosen, whom to offer it to is next.
    memberField.current?.focus();
  }, [chosen, ready]);
  const [member, setMember] = useState('');
  const [theirs, setTheirs] = useState('');
  const [note, setNote] = useState('');
  const [done, setDone] = useState(false);
  const checkForm = useFormCheck();
  const [problem, setProblem] = useState<string | null>(null);
  if (!choices.data) return null;
  if (choices.data.mine.length === 0) return <NoStays />;
  const { mine, members } = choices.data;
  // The stay chosen, while it is still one that can be offered.
  const current = mine.some((s) => String(s.booking_id) === stay)
    ? stay
    : String(mine[0]!.booking_id);
  const ofMember = choices.data.theirs.filter((s) => String(s.user_id) === member);
  const send = async () => {
    setDone(false);
    setProblem(null);
    const input = await checkForm((schemas) =>
      schemas.SwapInputSchema.safeParse({
        to_user_id: Number(member),
        their_booking_id: theirs ? Number(theirs) : null,
        note,
      }),
    );
    if (!input.ok) return setProblem(input.problem ?? t('common.networkError'));
    offer.mutate(
      { bookingId: Number(current), input: input.data },
      {
        onSuccess: () => {
          setDone(true);
          setNote('');
          onSent();
        },
      },
    );
  };
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <Stack gap="sm">
        <Text fw={600} size="sm">
          {t('swaps.form.title')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <NativeSelect
            label={t('swaps.form.stay')}
            value={current}
            onChange={(event) => setStay(event.currentTarget.value)}
            data={mine.map((s) => ({ value: String(s.booking_id), label: dates(s) }))}
          />
          <NativeSelect
            ref={memberField}
            label={t('swaps.form.member')}
            value={member}
            onChange={(event) => {
              setMember(event.currentTarget.value);
              setTheirs('');
            }}
            data={[
              { value: '', label: t('swaps.form.chooseMember') },
              ...members.map((m) => ({ value: String(m.id), label: m.name })),
            ]}
          />
          <NativeSelect
            label={t('swaps.form.for')}
            value={theirs}
            onChange={(event) => setTheirs(event.currentTarget.value)}
            disabled={!member}
            data={[
              { value: '', label: t('swaps.form.gift') },
              ...ofMember.map((s) => ({ value: String(s.booking_id), label: dates(s) })),
            ]}
          />
        </SimpleGrid>
        <TextInput
          label={t('swaps.form.note')}
          value={note}
          maxLength={500}
          onChange={(event) => setNote(event.currentTarget.value)}
        />
        <Group>
          <Button
            type="submit"
            variant="light"
            disabled={!member}
            loading={offer.isPending}
            leftSection={<IconArrowsExchange size={16} aria-hidden />}
          >
            {t('swaps.form.send')}
          </Button>
        </Group>
        {(problem ?? offer.error) && (
          <StatusText tone="error">{problem ?? offer.error?.message}</StatusText>
        )}
        {done && <StatusText tone="success">{t('swaps.form.sent')}</StatusText>}
      </Stack>
    </form>
  );
}

/** Said where there is no stay of the member's to offer. */
function NoStays() {
  const t = useT();
  return (
    <Text size="sm" c="dimmed">
      {t('swaps.form.noStays')}
    </Text>
  );
}
