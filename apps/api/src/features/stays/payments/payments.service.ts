import {
  addDays,
  displayName,
  isIn,
  paymentState,
  toWireDate,
  BOOKING_SHOWN_AS,
  feeMessages,
  type BookingPayment,
  type Fees,
  type Language,
  partyOf,
} from '@stuga/shared';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { readFeeSettings, readHouseName } from '../../../db/settings.repository.js';
import { unitOfWork } from '../../../db/unit-of-work.js';
import { HttpError } from '../../../lib/http-error.js';
import { claimReminder } from '../../../db/reminder-sent.repository.js';
import type { Caller } from '../context.js';
import { unpaidMail } from './payments.mail.js';
import {
  confirmPaid,
  findPayment,
  listUnpaidToRemind,
  markPaid,
  UNPAID_REMINDER,
  type PaymentRow,
} from './payments.repository.js';
import { LOCKED, swishFor, swishText } from '../../../lib/swish.js';
import { yearCsv, yearView } from './payments-year.js';
import { donationSwish, fees, setFees } from './payment-settings.js';

/** Days after departure an unpaid stay's owner is reminded, once (DECISIONS §21). */
export const UNPAID_REMINDER_DAYS = 14;

type Db = Kysely<Database>;

/** Who asks for a payment: its owner or an admin see it. */
type Viewer = Pick<Caller, 'id' | 'is_admin'>;

/**
 * What a stay costs and paying it (DECISIONS §21): the fee settings, a booking's payment with its
 * Swish QR code, "I have paid" by its owner, the admins' confirmation and their year's list and
 * CSV, the one reminder of a stay unpaid 14 days after departure, and the donations' QR code.
 */
export function paymentsService(app: FastifyInstance) {
  /** A booking's payment, or 404 when there is none to see for the viewer. */
  async function visible(db: Db, viewer: Viewer, id: number): Promise<PaymentRow> {
    const row = await findPayment(db, id);
    // Another member's stay is not theirs to see: it is as if there were none.
    if (!row || (row.user_id !== viewer.id && !viewer.is_admin)) {
      throw new HttpError(404, feeMessages.noPayment);
    }
    return row;
  }

  /** Refused unless the booking stands and something is due for it. */
  function payable(row: PaymentRow) {
    if (!isIn('booked', BOOKING_SHOWN_AS[row.status])) throw new HttpError(409, feeMessages.ended);
    if (!row.fee) throw new HttpError(409, feeMessages.nothingDue);
  }

  async function view(row: PaymentRow, viewerId: number): Promise<BookingPayment> {
    const [{ swish }, house] = await Promise.all([readFeeSettings(app.db), readHouseName(app.db)]);
    const fee = row.fee ?? 0;
    const state = paymentState(row);
    const standing = isIn('booked', BOOKING_SHOWN_AS[row.status]);
    return {
      booking_id: row.id,
      from: toWireDate(row.from_date),
      to: toWireDate(row.to_date),
      party: partyOf(row),
      fee,
      state,
      paid_at: row.paid_at,
      confirmed_at: row.payment_confirmed_at,
      // The same rule `markPaid` holds the request to.
      can: {
        mark_paid: row.user_id === viewerId && standing && fee > 0 && state === 'due',
      },
      swish:
        swish && fee > 0
          ? await swishFor({
              payee: swish,
              amount: fee,
              message: swishText(`${house} ${row.id} ${displayName(row)}`),
              locked: LOCKED.payee + LOCKED.amount + LOCKED.message,
            })
          : null,
    };
  }

  return {
    fees: () => fees(app),

    setFees: (caller: Caller, input: Fees) => setFees(app, caller, input),

    /** A booking's payment: its owner's and the admins' to see. */
    async payment(viewer: Viewer, id: number): Promise<BookingPayment> {
      return view(await visible(app.db, viewer, id), viewer.id);
    },

    /** "I have paid": only the booking's owner, while it stands and something is due. */
    async markPaid(viewer: Viewer, id: number): Promise<BookingPayment> {
      const stamp = app.clock.now().toISOString();
      const row = await unitOfWork(app.database, async (db) => {
        const found = await visible(db, viewer, id);
        if (found.user_id !== viewer.id) throw new HttpError(403, feeMessages.notOwn);
        payable(found);
        await markPaid(db, id, stamp);
        return (await findPayment(db, id))!;
      });
      return view(row, viewer.id);
    },

    /** An admin confirms the money came (marked by the member or not). */
    async confirm(adminId: number, id: number): Promise<BookingPayment> {
      const stamp = app.clock.now().toISOString();
      const row = await unitOfWork(app.database, async (db) => {
        const found = await findPayment(db, id);
        if (!found) throw new HttpError(404, feeMessages.noPayment);
        payable(found);
        await confirmPaid(db, id, adminId, stamp);
        return (await findPayment(db, id))!;
      });
      return view(row, adminId);
    },

    yearView: (year: number) => yearView(app, year),

    /** The year as a spreadsheet's rows: `payments-year.ts`. */
    csv: (year: number, language: Language) => yearCsv(app, year, language),

    /** How to give with Swish: the house's number, any amount, the house's name as message. */
    donationSwish: () => donationSwish(app),

    /** Each stay unpaid 14 days after its departure: its owner is reminded, once. */
    async sweep() {
      const now = app.clock.now();
      const today = app.clock.dayOf(now);
      const stamp = now.toISOString();
      for (const row of await listUnpaidToRemind(app.db, addDays(today, -UNPAID_REMINDER_DAYS))) {
        await unitOfWork(app.database, async (db) => {
          if (!(await claimReminder(db, row.id, UNPAID_REMINDER, stamp))) return;
          await app.queueMail(db, unpaidMail(row, app.config.publicUrl));
        });
      }
    },
  };
}

export type PaymentsService = ReturnType<typeof paymentsService>;
