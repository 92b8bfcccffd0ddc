import {
  PaymentSettingsResponseSchema,
  PaymentSettingsSchema,
  AdminImprovementsResponseSchema,
  DonationInputSchema,
  DonationParamsSchema,
  DonationResponseSchema,
  DonationsResponseSchema,
  ImprovementInputSchema,
  ImprovementParamsSchema,
} from '@stuga/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ImprovementsService } from './improvements.service.js';
import { callerOf } from '../../plugins/caller.js';

/** The admins' donations and improvements (SPEC §2, §7). */
/* eslint-disable max-lines-per-function -- one area's routes, declared one after another: each declaration is short and stands alone */
export const adminImprovementRoutes: FastifyPluginAsyncZod<{
  improvements: ImprovementsService;
}> = async (app, { improvements }) => {
  app.get(
    '/admin/payment',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['improvements'],
        summary: 'How members give: the payment apps and their number',
        response: { 200: PaymentSettingsResponseSchema },
      },
    },
    async () => improvements.payment(),
  );

  app.put(
    '/admin/payment',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['improvements'],
        summary: 'Set the payment apps (one or two) and their number',
        body: PaymentSettingsSchema,
        response: { 200: PaymentSettingsResponseSchema },
      },
    },
    async (request) => improvements.setPayment(callerOf(request), request.body),
  );

  app.get(
    '/admin/donations',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['improvements'],
        summary: 'Every donation, newest first',
        response: { 200: DonationsResponseSchema },
      },
    },
    async () => improvements.donations(),
  );

  app.post(
    '/admin/donations',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['improvements'],
        summary: 'Record a donation (verified unless said otherwise)',
        body: DonationInputSchema,
        response: { 201: DonationResponseSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await improvements.addDonation(request.body)),
  );

  app.put(
    '/admin/donations/:id/verify',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['improvements'],
        summary: 'Turn a donation between Pending and Verified',
        params: DonationParamsSchema,
        response: { 200: DonationResponseSchema },
      },
    },
    async (request) => improvements.toggleDonation(request.params.id),
  );

  app.get(
    '/admin/improvements',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['improvements'],
        summary: 'Every improvement, active or not',
        response: { 200: AdminImprovementsResponseSchema },
      },
    },
    async () => improvements.adminList(),
  );

  app.post(
    '/admin/improvements',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['improvements'],
        summary: 'Add an improvement',
        body: ImprovementInputSchema,
        response: { 201: AdminImprovementsResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await improvements.addImprovement(request.body)),
  );

  app.put(
    '/admin/improvements/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['improvements'],
        summary: 'Change an improvement (its active flag too)',
        params: ImprovementParamsSchema,
        body: ImprovementInputSchema,
        response: { 200: AdminImprovementsResponseSchema },
      },
    },
    async (request) => improvements.updateImprovement(request.params.id, request.body),
  );

  app.delete(
    '/admin/improvements/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['improvements'],
        summary: 'Delete an improvement and its votes',
        params: ImprovementParamsSchema,
        response: { 200: AdminImprovementsResponseSchema },
      },
    },
    async (request) => improvements.deleteImprovement(request.params.id),
  );

  app.put(
    '/admin/improvements/:id/toggle-done',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['improvements'],
        summary: 'Mark an improvement done, or not done again',
        params: ImprovementParamsSchema,
        response: { 200: AdminImprovementsResponseSchema },
      },
    },
    async (request) => improvements.toggleDone(request.params.id),
  );
};
/* eslint-enable max-lines-per-function */
