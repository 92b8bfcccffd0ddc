import {
  MoneyYearCsvQuerySchema,
  MoneyYearParamsSchema,
  MoneyYearSchema,
  MoneySchema,
  OwnSwishSchema,
  OwnSwishViewSchema,
  SettlementInputSchema,
  SettlementParamsSchema,
} from '@stuga/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCsv } from '../../lib/csv.js';
import { callerOf } from '../../plugins/caller.js';
import type { MoneyService } from './money.service.js';

/** Balances and settling up, for every member with booking access (DECISIONS §23). */
export const moneyRoutes: FastifyPluginAsyncZod<{ money: MoneyService }> = async (
  app,
  { money },
) => {
  app.get(
    '/money',
    {
      config: { access: 'booking' },
      schema: {
        tags: ['money'],
        summary: "Everyone's balance, the fewest payments that clear them, the caller's parts",
        response: { 200: MoneySchema },
      },
    },
    async (request) => money.view(callerOf(request)),
  );

  app.get(
    '/money/swish',
    {
      config: { access: 'booking' },
      schema: {
        tags: ['money'],
        summary: "The caller's own Swish number, as their profile shows it",
        response: { 200: OwnSwishViewSchema },
      },
    },
    async (request) => money.ownSwish(callerOf(request)),
  );

  app.put(
    '/money/swish',
    {
      config: { access: 'booking' },
      schema: {
        tags: ['money'],
        summary: "The caller's own Swish number, to be paid to when settling up",
        body: OwnSwishSchema,
        response: { 200: MoneySchema },
      },
    },
    async (request) => money.setSwish(callerOf(request), request.body),
  );

  app.post(
    '/money/settlements',
    {
      config: { access: 'booking' },
      schema: {
        tags: ['money'],
        summary: 'The payer says they paid (an admin for the house): at most what they owe',
        body: SettlementInputSchema,
        response: { 201: MoneySchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await money.markPaid(callerOf(request), request.body)),
  );

  app.post(
    '/money/settlements/:id/confirm',
    {
      config: { access: 'booking' },
      schema: {
        tags: ['money'],
        summary: 'The payee confirms a payment (an admin for the house), once',
        params: SettlementParamsSchema,
        response: { 200: MoneySchema },
      },
    },
    async (request) => money.confirm(callerOf(request), request.params.id),
  );

  app.get(
    '/money/years/:year',
    {
      config: { access: 'booking' },
      schema: {
        tags: ['money'],
        summary: "The year's statement: costs by kind, fees, each member's year, electricity used",
        params: MoneyYearParamsSchema,
        response: { 200: MoneyYearSchema },
      },
    },
    async (request) => money.year(request.params.year),
  );

  app.get(
    '/money/years/:year/csv',
    {
      config: { access: 'booking' },
      schema: {
        tags: ['money'],
        summary: "The year's statement as CSV, in the language of the screen it is asked from",
        params: MoneyYearParamsSchema,
        querystring: MoneyYearCsvQuerySchema,
      },
    },
    async (request, reply) => {
      const { rows, separator } = await money.yearCsv(request.params.year, request.query.language);
      return sendCsv(reply, `money-${request.params.year}.csv`, rows, separator);
    },
  );
};
