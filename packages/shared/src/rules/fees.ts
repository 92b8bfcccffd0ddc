import { STAY_FEE_EUR_APPROX, STAY_FEE_SEK } from '../constants.js';
import { said, type Said } from '../i18n/said.js';
import { nightsOf, type Stay } from './stays.js';

/**
 * What a stay costs (DECISIONS §21). Every amount is in öre, an integer, from the settings to the
 * booking: a fee is only ever a sum of products of integers, so nothing is rounded anywhere.
 */

/** How the house asks for its fee: per stay, per night, or per person and night. */
export const FEE_MODELS = ['stay', 'night', 'person_night'] as const;
export type FeeModel = (typeof FEE_MODELS)[number];

/** The fee settings, amounts in öre. */
export interface FeeSettings {
  model: FeeModel;
  /** A stay's price (model `stay`). */
  stay: number;
  /** A night's price (model `night`). */
  night: number;
  /** An adult's night, and a guest's (model `person_night`). */
  adult: number;
  /** A child's night (model `person_night`). */
  child: number;
  /** Added to every stay whatever the model; 0 for none. */
  cleaning: number;
}

/** SPEC's fee line: 2 500 kr a stay, nothing more. */
export const DEFAULT_FEE: FeeSettings = {
  model: 'stay',
  stay: STAY_FEE_SEK * 100,
  night: 0,
  adult: 0,
  child: 0,
  cleaning: 0,
};

/** Who comes on a stay: adults, children, guests who are not members, and pets. */
export interface Party {
  adults: number;
  children: number;
  guests: number;
  pets: boolean;
}

/** A stay planned without saying: one adult. */
export const DEFAULT_PARTY: Party = { adults: 1, children: 0, guests: 0, pets: false };

/** The beds the house has until an admin says otherwise. */
export const DEFAULT_BEDS = 8;
/** The most beds, and the most of each kind of person, the forms take. */
export const BEDS_LIMIT = 40;
/** The largest amount a fee setting takes, in öre (100 000 kr). */
export const FEE_LIMIT_ORE = 10_000_000;

/** Who comes, as a stored option or booking keeps it (pets as 0 or 1; DECISIONS §21). */
export const partyOf = (row: {
  adults: number;
  children: number;
  guests: number;
  pets: number;
}): Party => ({
  adults: row.adults,
  children: row.children,
  guests: row.guests,
  pets: Boolean(row.pets),
});

/** How many sleep at the house: everyone but the pets. */
export const partySize = (party: Party): number => party.adults + party.children + party.guests;

/** "The house sleeps {n}." when the party is larger than the beds, else undefined (both sides). */
export const partyProblem = (party: Party, beds: number): Said | undefined =>
  partySize(party) > beds
    ? said('api.party.beds', `The house sleeps ${beds}.`, { n: beds })
    : undefined;

/**
 * A stay's fee in öre: the model's price (guests pay as adults) plus the cleaning fee. A stay of
 * no nights costs what a stay costs under `stay`, and only the cleaning under the others.
 */
export function stayFee(fee: FeeSettings, stay: Stay, party: Party): number {
  const nights = nightsOf(stay);
  const price =
    fee.model === 'stay'
      ? fee.stay
      : fee.model === 'night'
        ? nights * fee.night
        : nights * ((party.adults + party.guests) * fee.adult + party.children * fee.child);
  return price + fee.cleaning;
}

/** Roughly what a stay's SPEC fee is in euros: the footer's "about 210 EUR" for 2 500 kr. */
export const EUROS_PER_KRONA = STAY_FEE_EUR_APPROX / STAY_FEE_SEK;

/** About how many euros an amount in öre is: to the nearest ten from 100 EUR, else to one. */
export function approxEuros(ore: number): number {
  const euros = (ore / 100) * EUROS_PER_KRONA;
  return euros >= 100 ? Math.round(euros / 10) * 10 : Math.round(euros);
}

/** A booking's payment as it stands: due, marked paid by its owner, confirmed by an admin. */
export const PAYMENT_STATES = ['due', 'marked', 'confirmed'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** Where a payment stands, from when it was marked and confirmed (an admin may confirm unmarked). */
export const paymentState = (row: {
  paid_at: string | null;
  payment_confirmed_at: string | null;
}): PaymentState =>
  row.payment_confirmed_at !== null ? 'confirmed' : row.paid_at !== null ? 'marked' : 'due';
