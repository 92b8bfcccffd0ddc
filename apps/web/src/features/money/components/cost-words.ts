import type { CostKind, CostRepeat, PartUnit, SplitRule } from '@stuga/shared';
import type { MessageKey } from '@/i18n/en';

/** Each kind of cost, as the screens say it. */
export const KIND_WORDS: Readonly<Record<CostKind, MessageKey>> = {
  electricity: 'money.kind.electricity',
  insurance: 'money.kind.insurance',
  property_fee: 'money.kind.property_fee',
  repairs: 'money.kind.repairs',
  firewood: 'money.kind.firewood',
  other: 'money.kind.other',
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
  percent: 'money.part.percent',
  person_nights: 'money.part.nights',
  owners: 'money.part.owners',
  amount: 'money.part.amount',
  kwh: 'money.part.kwh',
  usage: 'money.part.usage',
};
