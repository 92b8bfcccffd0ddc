import type { CostKind, CostRepeat, PartUnit, SplitRule } from '@stuga/shared';
import type { MessageKey } from '@/i18n/en';

/** Each kind of cost, as the screens say it. */
export const KIND_WORDS: Readonly<Record<CostKind, MessageKey>> = {
  electricity: 'costs.kind.electricity',
  insurance: 'costs.kind.insurance',
  property_fee: 'costs.kind.property_fee',
  repairs: 'costs.kind.repairs',
  firewood: 'costs.kind.firewood',
  other: 'costs.kind.other',
};

/** Each way a cost is split. */
export const SPLIT_WORDS: Readonly<Record<SplitRule, MessageKey>> = {
  shares: 'costs.split.shares',
  nights: 'costs.split.nights',
  equal: 'costs.split.equal',
  amounts: 'costs.split.amounts',
  usage: 'costs.split.usage',
};

/** How often a cost comes again. */
export const REPEAT_WORDS: Readonly<Record<CostRepeat, MessageKey>> = {
  monthly: 'costs.repeats.monthly',
  quarterly: 'costs.repeats.quarterly',
  yearly: 'costs.repeats.yearly',
};

/** How a member's part was worked out, by what it was measured in. */
export const PART_WORDS: Readonly<Record<PartUnit, MessageKey>> = {
  percent: 'costs.part.percent',
  person_nights: 'costs.part.nights',
  owners: 'costs.part.owners',
  amount: 'costs.part.amount',
};
