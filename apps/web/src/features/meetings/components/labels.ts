import type {
  MeetingItem,
  MeetingState,
  StandardItem,
  VoteBasis,
  VoteChoice,
  VoteRule,
} from '@stuga/shared';
import type { MessageKey } from '@/i18n/en';

/** The usual items' titles, in the reader's language. */
export const STANDARD_TITLES: Record<StandardItem, MessageKey> = {
  opening: 'meetings.item.opening',
  chair: 'meetings.item.chair',
  minutes: 'meetings.item.minutes',
  accounts: 'meetings.item.accounts',
  budget: 'meetings.item.budget',
  motions: 'meetings.item.motions',
  other: 'meetings.item.other',
};

export const RULE_LABELS: Record<VoteRule, MessageKey> = {
  majority: 'meetings.rule.majority',
  two_thirds: 'meetings.rule.twoThirds',
  unanimous: 'meetings.rule.unanimous',
};

export const BASIS_LABELS: Record<VoteBasis, MessageKey> = {
  share: 'meetings.basis.share',
  head: 'meetings.basis.head',
};

export const VOTE_LABELS: Record<VoteChoice, MessageKey> = {
  yes: 'meetings.vote.yes',
  no: 'meetings.vote.no',
  abstain: 'meetings.vote.abstain',
};

export const STATE_LABELS: Record<MeetingState, MessageKey> = {
  called: 'meetings.state.called',
  checking: 'meetings.state.checking',
  published: 'meetings.state.published',
};

/** An item's title: the one it was given, or a usual item's in the reader's language. */
export const itemTitle = (
  item: Pick<MeetingItem, 'key' | 'title'>,
  t: (key: MessageKey) => string,
): string => item.title ?? (item.key ? t(STANDARD_TITLES[item.key]) : '');
