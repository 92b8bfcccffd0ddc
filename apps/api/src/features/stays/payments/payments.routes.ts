import {
  AdminPaymentsSchema,
  BookingPaymentSchema,
  DonationSwishSchema,
  FeesSchema,
  PaymentParamsSchema,
  PaymentsCsvQuerySchema,
  PaymentsQuerySchema,
} from '@stuga/shared';
import { sendCsv } from '../../../lib/csv.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../context.js';
import type { PaymentsService } from './payments.service.js';

/** What a stay costs and paying it with Swish (DECISIONS §21). */
// eslint-disable-next-line max-lines-per-function -- one area's routes, declared one after another: each declaration is short and stands alone
export const paymentRoutes: FastifyPluginAsyncZod<{ payments: PaymentsService }> = async (
  app,
  { payments },
) => {
  app.get(
    '/admin/fees',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['payments'],
        summary: 'What a stay costs (in öre), the beds, and the Swish number stays are paid to',
        response: { 200: FeesSchema },
      },
    },
    async () => payments.fees(),
  );

  app.put(
    '/admin/fees',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['payments'],
        summary: 'Set what a stay costs, the beds and the Swish number',
        description:
          'Bookings already made keep the fee they were made with; the footer follows at once.',
        body: FeesSchema,
        response: { 200: FeesSchema },
      },
    },
    async (request) => payments.setFees(callerOf(request), request.body),
  );

  app.get(
    '/bookings/:id/payment',
    {
      config: { access: 'booking' },
      schema: {
        tags: ['payments'],
        summary:
          "What a stay costs and how to pay it: the Swish QR code and link (owner's, admins')",
        params: PaymentParamsSchema,
        response: { 200: BookingPaymentSchema },
      },
    },
    async (request) => payments.payment(callerOf(request), request.params.id),
  );

  app.post(
    '/bookings/:id/paid',
    {
      config: { access: 'booking' },
      schema: {
        tags: ['payments'],
        summary: '"I have paid": the owner marks the stay paid, for an admin to confirm',
        params: PaymentParamsSchema,
        response: { 200: BookingPaymentSchema },
      },
    },
    async (request) => payments.markPaid(callerOf(request), request.params.id),
  );

  app.post(
    '/admin/payments/:id/confirm',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['payments'],
        summary: "An admin confirms a stay's payment came",
        params: PaymentParamsSchema,
        response: { 200: BookingPaymentSchema },
      },
    },
    async (request) => payments.confirm(request.user!.row.id, request.params.id),
  );

  app.get(
    '/admin/payments',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['payments'],
        summary: "A year's stays that cost something: due, marked paid, confirmed; per member",
        querystring: PaymentsQuerySchema,
        response: { 200: AdminPaymentsSchema },
      },
    },
    async (request) => payments.yearView(request.query.year),
  );

  app.get(
    '/admin/payments.csv',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['payments'],
        summary: "A year's payments as CSV, one line a stay, in the screen's language",
        description:
          'Times in house time. In Swedish: Swedish headings and words, semicolons between ' +
          'cells and decimal commas, as a Swedish spreadsheet reads them.',
        querystring: PaymentsCsvQuerySchema,
        response: { 200: z.string() },
      },
    },
    async (request, reply) => {
      const { year, language } = request.query;
      const { rows, separator } = await payments.csv(year, language);
      return sendCsv(reply, `payments-${year}.csv`, rows, separator);
    },
  );

  app.get(
    '/donations/swish',
    {
      config: { access: 'user' },
      schema: {
        tags: ['payments'],
        summary: "How to give with Swish: the house's QR code and link, any amount",
        response: { 200: DonationSwishSchema },
      },
    },
    async () => payments.donationSwish(),
  );
};
