import {
  Badge,
  Button,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import type { SwapView } from '@stuga/shared';
import { IconArrowsExchange } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { SectionCard } from '@/components/ui/section-card';
import { StatusText } from '@/components/ui/status-text';
import { useT } from '@/lib/i18n';
import { useFormat } from '@/lib/formatting';
import { useStayWords } from '@/features/stays/words';
import { useSession } from '@/lib/session';
import { useAnswerSwap, useOfferStay, useSwapChoices, useSwaps } from '../api/swaps';
import { useOfferParam } from '../offer-param';

const statusKey = {
  offered: 'swaps.status.offered',
  accepted: 'swaps.status.accepted',
  done: 'swaps.status.done',
  declined: 'swaps.status.declined',
  lapsed: 'swaps.status.lapsed',
  refused: 'swaps.status.refused',
  void: 'swaps.status.void',
} as const;

/** An offer's line by what it is and who reads it: the member offered it, the one offering, an admin. */
const LINE_KEYS = {
  swap: {
    ToYou: 'swaps.line.swapToYou',
    FromYou: 'swaps.line.swapFromYou',
    '': 'swaps.line.swap',
  },
  gift: {
    ToYou: 'swaps.line.giftToYou',
    FromYou: 'swaps.line.giftFromYou',
    '': 'swaps.line.gift',
  },
} as const;

/** One offer, as its member reads it: what for what, where it stands, and their answer. */
export function SwapLine({
  swap,
  answers,
  onAnswered,
}: {
  swap: SwapView;
  answers: ('accept' | 'decline' | 'approve' | 'refuse')[];
  /** Told what was answered and what the offer says, once the server took it. */
  onAnswered?(answer: 'accept' | 'decline' | 'approve' | 'refuse', what: string): void;
}) {
  const t = useT();
  const format = useFormat();
  const { user } = useSession();
  const { dates } = useStayWords();
  const answer = useAnswerSwap();
  // Whom the line is read by: the member offered it reads "you", the one offering "you offer";
  // an admin reads both names.
  const side =
    user?.id === swap.to_user.id ? 'ToYou' : user?.id === swap.from_user.id ? 'FromYou' : '';
  const words = {
    from: swap.from_user.name,
    to: swap.to_user.name,
    stay: dates(swap.stay),
    theirs: swap.their_stay ? dates(swap.their_stay) : '',
  };
  const what = t(LINE_KEYS[swap.their_stay ? 'swap' : 'gift'][side], words);
  // While an offer waits for its answer, both members see until when (48 hours, §19).
  const deadline =
    swap.status === 'offered' && side
      ? t(side === 'ToYou' ? 'swaps.answerBy' : 'swaps.theyAnswerBy', {
          to: swap.to_user.name,
          until: format.dateTime(swap.expires_at),
        })
      : null;
  const labels = {
    accept: t('swaps.accept'),
    decline: t('swaps.decline'),
    approve: t('swaps.approve'),
    refuse: t('swaps.refuse'),
  };
  return (
    <Stack gap={4} component="li">
      <Group gap="xs" wrap="wrap">
        <Text size="sm">{what}</Text>
        <Badge variant="light" color={swap.status === 'done' ? 'green' : 'gray'} tt="none">
          {t(statusKey[swap.status])}
        </Badge>
      </Group>
      {deadline && (
        <Text size="xs" c="dimmed">
          {deadline}
        </Text>
      )}
      {swap.note && (
        <Text size="xs" c="dimmed">
          {t('swaps.note', { note: swap.note })}
        </Text>
      )}
      {answers.length > 0 && (
        <Group gap="xs">
          {answers.map((kind) => (
            <Button
              key={kind}
              size="xs"
              variant={kind === 'accept' || kind === 'approve' ? 'filled' : 'default'}
              loading={answer.isPending && answer.variables?.answer === kind}
              onClick={() =>
                // The answer's refresh removes this line before a callback given to `mutate`
                // would run; the promise tells the list, which stays, whatever came first.
                answer
                  .mutateAsync({ id: swap.id, answer: kind })
                  .then(() => onAnswered?.(kind, what))
                  // A refusal is shown on the line by `answer.error`.
                  .catch(() => undefined)
              }
              aria-label={t('swaps.answerLabel', { answer: labels[kind], what })}
            >
              {labels[kind]}
            </Button>
          ))}
        </Group>
      )}
      {answer.error && <StatusText tone="error">{answer.error.message}</StatusText>}
    </Stack>
  );
}

/**
 * The form: one of the member's stays, to whom, for which of theirs or as a gift, a note. Opened
 * from a stay's "Offer to another member", it starts with that stay and the member to choose.
 */
function OfferForm({ chosen, onSent }: { chosen: number | null; onSent(): void }) {
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
  if (!choices.data) return null;
  if (choices.data.mine.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('swaps.form.noStays')}
      </Text>
    );
  }
  const { mine, members } = choices.data;
  // The stay chosen, while it is still one that can be offered.
  const current = mine.some((s) => String(s.booking_id) === stay)
    ? stay
    : String(mine[0]!.booking_id);
  const ofMember = choices.data.theirs.filter((s) => String(s.user_id) === member);
  const send = () => {
    setDone(false);
    offer.mutate(
      {
        bookingId: Number(current),
        input: {
          to_user_id: Number(member),
          their_booking_id: theirs ? Number(theirs) : null,
          note,
        },
      },
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
        send();
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
        {offer.error && <StatusText tone="error">{offer.error.message}</StatusText>}
        {done && <StatusText tone="success">{t('swaps.form.sent')}</StatusText>}
      </Stack>
    </form>
  );
}

/**
 * Swaps and gifts (DECISIONS §19) on Plan a Visit: offers made to the member (accept or decline
 * within 48 hours), those they made, and the form to offer one of their stays.
 */
export function SwapsCard() {
  const t = useT();
  const { user } = useSession();
  const swaps = useSwaps(true);
  const list = swaps.data?.swaps ?? [];
  // The form, and what it offers to choose from, come on request: this card's button, or a
  // stay's "Offer to another member" naming the stay in the address.
  const { offering: chosen, clear } = useOfferParam();
  const [asked, setAsked] = useState(false);
  // The stay last named: the form keeps it (and what it said) once the address lets it go.
  const [named, setNamed] = useState(chosen);
  if (chosen !== null && chosen !== named) setNamed(chosen);
  const offering = asked || named !== null || chosen !== null;
  const stay = chosen ?? named;
  return (
    <SectionCard title={t('swaps.title')}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('swaps.explain')}
        </Text>
        {list.length > 0 && (
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {list.map((swap) => (
              <SwapLine
                key={swap.id}
                swap={swap}
                answers={
                  swap.status === 'offered' && swap.to_user.id === user?.id
                    ? ['accept', 'decline']
                    : []
                }
              />
            ))}
          </Stack>
        )}
        {swaps.error && <StatusText tone="error">{swaps.error.message}</StatusText>}
        {offering ? (
          <OfferForm key={stay ?? 'asked'} chosen={stay} onSent={clear} />
        ) : (
          <Group>
            <Button
              variant="light"
              leftSection={<IconArrowsExchange size={16} aria-hidden />}
              onClick={() => setAsked(true)}
            >
              {t('swaps.form.title')}
            </Button>
          </Group>
        )}
      </Stack>
    </SectionCard>
  );
}
