import {
  AdminImprovementsResponseSchema,
  DonationInputSchema,
  DonationParamsSchema,
  improvementMessages,
  ImprovementParamsSchema,
  DonationResponseSchema,
  DonationsResponseSchema,
  ImprovementInputSchema,
} from '@stuga/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { HttpError } from '../../lib/http-error.js';
import { presentDonation, presentImprovement } from './improvements.presenter.js';
import {
  deleteImprovement,
  findImprovement,
  insertDonation,
  insertImprovement,
  listDonations,
  listImprovements,
  toggleDonationVerified,
  updateImprovement,
} from './improvements.repository.js';
import { NO_SUCH_IMPROVEMENT, ordered } from './improvements.routes.js';

const NO_SUCH_DONATION = improvementMessages.noDonation;

/** The admins' donations and improvements (SPEC §2, §7). */
export const adminImprovementRoutes: FastifyPluginAsyncZod = async (app) => {
  const stamp = () => app.clock.now().toISOString();
  /** Every admin improvement call answers with the whole list (SPEC §7). */
  const all = async (message?: string) => ({
    improvements: ordered(
      (await listImprovements(app.db, true)).map((row) => presentImprovement(row)),
    ),
    ...(message ? { message } : {}),
  });

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
    async () => ({ donations: (await listDonations(app.db)).map(presentDonation) }),
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
    async (request, reply) => {
      const body = request.body;
      const row = await insertDonation(app.db, {
        amount: body.amount,
        donor_name: body.donor_name,
        donor_email: body.donor_email,
        message: body.message,
        is_anonymous: body.is_anonymous ? 1 : 0,
        is_verified: body.is_verified ? 1 : 0,
        created_at: stamp(),
      });
      return reply
        .status(201)
        .send({ message: 'Donation added successfully!', donation: presentDonation(row) });
    },
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
    async (request) => {
      const row = await toggleDonationVerified(app.db, request.params.id);
      if (!row) throw new HttpError(404, NO_SUCH_DONATION);
      return {
        message: row.is_verified ? 'Donation verified.' : 'Donation marked pending.',
        donation: presentDonation(row),
      };
    },
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
    async () => all(),
  );

  const toRow = (body: z.output<typeof ImprovementInputSchema>) => ({
    ...body,
    is_active: body.is_active ? (1 as const) : (0 as const),
  });

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
    async (request, reply) => {
      await insertImprovement(app.db, toRow(request.body), stamp());
      return reply.status(201).send(await all('Improvement added.'));
    },
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
    async (request) => {
      if (!(await updateImprovement(app.db, request.params.id, toRow(request.body), stamp()))) {
        throw new HttpError(404, NO_SUCH_IMPROVEMENT);
      }
      return all('Improvement updated.');
    },
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
    async (request) => {
      if (!(await deleteImprovement(app.db, request.params.id))) {
        throw new HttpError(404, NO_SUCH_IMPROVEMENT);
      }
      return all('Improvement deleted.');
    },
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
    async (request) => {
      const item = await findImprovement(app.db, request.params.id);
      if (!item) throw new HttpError(404, NO_SUCH_IMPROVEMENT);
      const done = item.is_done === 1;
      await updateImprovement(app.db, item.id, { is_done: done ? 0 : 1 }, stamp());
      return all(done ? 'Marked not done.' : 'Marked done.');
    },
  );
};
