import {
  displayName,
  MessageResponseSchema,
  PlanParamsSchema,
  StayPlanInputSchema,
  StayPlanResponseSchema,
  StayPlansResponseSchema,
} from '@stuga/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readSetting, settingKeys } from '../../db/settings.repository.js';
import { withWriteLock } from '../../db/write-lock.js';
import { ownPlan, plansFor, removePlan, savePlan, type Caller, type SavedPlan } from './plans.js';
import { submittedMail } from './stays.mail.js';

/** A member's stay plans: list, create, update, remove (SPEC §7, DECISIONS §9). */
export const stayRoutes: FastifyPluginAsyncZod = async (app) => {
  const callerOf = (request: FastifyRequest): Caller => ({
    id: request.user!.row.id,
    is_admin: request.user!.is_admin,
    today: app.clock.today(),
    stamp: app.clock.now().toISOString(),
  });
  const horizon = async () =>
    (await readSetting<string | null>(app.db, settingKeys.planningHorizon)) ?? null;

  /** Admins hear of options a save submitted; the mail goes after the answer. */
  const announce = (request: FastifyRequest, saved: SavedPlan, title: string) => {
    if (!saved.submitted.length || !app.config.adminEmails.length) return;
    app.mailLater(
      submittedMail(
        app.config.adminEmails,
        displayName(request.user!.row),
        title,
        saved.submitted,
        app.config.publicUrl,
      ),
      'stay plan submitted',
    );
  };

  app.get(
    '/stay-plans',
    {
      config: { access: 'booking' },
      schema: {
        tags: ['stays'],
        summary: "The caller's plans, and the stays of others they may see",
        response: { 200: StayPlansResponseSchema },
      },
    },
    async (request) => {
      const horizonDate = await horizon();
      return {
        stay_plans: await plansFor(app.db, callerOf(request), horizonDate),
        horizon_date: horizonDate,
      };
    },
  );

  app.post(
    '/stay-plans',
    {
      config: { access: 'booking' },
      schema: {
        tags: ['stays'],
        summary: 'Create a plan with its options (options sent as pending are submitted)',
        body: StayPlanInputSchema,
        response: { 201: StayPlanResponseSchema },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const saved = await withWriteLock(app.database, (db) =>
        savePlan(db, caller, undefined, request.body),
      );
      announce(request, saved, request.body.title);
      return reply.status(201).send({
        stay_plan: await ownPlan(app.db, caller, saved.planId),
        ...(saved.message ? { message: saved.message } : {}),
      });
    },
  );

  app.put(
    '/stay-plans/:id',
    {
      config: { access: 'booking' },
      schema: {
        tags: ['stays'],
        summary: 'Update a plan of the caller (its options are replaced by those sent)',
        params: PlanParamsSchema,
        body: StayPlanInputSchema,
        response: { 200: StayPlanResponseSchema },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const saved = await withWriteLock(app.database, (db) =>
        savePlan(db, caller, request.params.id, request.body),
      );
      announce(request, saved, request.body.title);
      return {
        stay_plan: await ownPlan(app.db, caller, saved.planId),
        ...(saved.message ? { message: saved.message } : {}),
      };
    },
  );

  app.delete(
    '/stay-plans/:id',
    {
      config: { access: 'booking' },
      schema: {
        tags: ['stays'],
        summary: 'Remove a plan of the caller (not one holding an approved stay)',
        params: PlanParamsSchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      await withWriteLock(app.database, (db) =>
        removePlan(db, callerOf(request), request.params.id),
      );
      return { message: 'Plan removed.' };
    },
  );
};
