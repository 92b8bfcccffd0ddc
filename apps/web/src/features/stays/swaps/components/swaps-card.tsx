import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { SwapView } from '@stuga/shared';
import { IconArrowsExchange } from '@tabler/icons-react';
import { useState } from 'react';
import { SectionCard } from '@/components/ui/section-card';
import { StatusText } from '@/components/ui/status-text';
import { useT } from '@/lib/i18n';
import { useFormat } from '@/lib/formatting';
import { useStayWords } from '@/features/stays/words';
import { useSession } from '@/lib/session';
import { useAnswerSwap } from '../api/answer-swap';
import { useSwaps } from '../api/member-swaps';
import { useOfferParam } from '../offer-param';
import { OfferForm } from './offer-form';

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
 * Swaps and gifts (DECISIONS §19) on Plan a Visit: offers made to the member (accept or decline
 * within 48 hours), those they made, and the form to offer one of their stays.
 */
export function SwapsCard() {
  const t = useT();
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
                answers={(['accept', 'decline'] as const).filter((answer) => swap.can[answer])}
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
