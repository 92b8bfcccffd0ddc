import {
  CostParamsSchema,
  CostResponseSchema,
  ErrorBodySchema,
  msg,
  PHOTO_MAX_BYTES,
} from '@stuga/shared';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ImageQuerySchema, imageResponses } from '../../lib/images/image-delivery.js';
import { IMAGE_NAME } from '../../lib/images/image-store.js';
import { oneUpload } from '../../lib/images/pictures.js';
import { callerOf } from '../../plugins/caller.js';
import type { CostsService } from './costs.service.js';

/** The costs' receipt pictures (DECISIONS §23): added by the admins, read at signed addresses. */
export const receiptRoutes: FastifyPluginAsyncZod<{ costs: CostsService }> = async (
  app,
  { costs },
) => {
  await app.register(multipart, {
    limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 0, parts: 1 },
  });

  app.post(
    '/admin/costs/:id/receipt',
    {
      config: { access: 'admin' },
      bodyLimit: PHOTO_MAX_BYTES + 1024 * 1024,
      schema: {
        tags: ['money'],
        summary: 'A cost\'s receipt picture (multipart, field "file"); a new one replaces the old',
        description: 'Decoded before it is kept; only ever sent resized, without its metadata.',
        consumes: ['multipart/form-data'],
        params: CostParamsSchema,
        response: { 201: CostResponseSchema, 413: ErrorBodySchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        cost: await costs.addReceipt(
          callerOf(request),
          request.params.id,
          await oneUpload(app, request),
        ),
      }),
  );

  app.get(
    '/costs/receipts/:name',
    {
      config: { access: 'public' },
      schema: {
        tags: ['money'],
        summary: "A cost's receipt, resized, at the signed address the costs gave",
        params: z.object({
          name: z.string().regex(IMAGE_NAME, msg('api.content.noImage', 'No such image.')),
        }),
        querystring: ImageQuerySchema,
        response: imageResponses,
      },
    },
    async (request, reply) =>
      costs.receipt(reply, request.params.name, request.query, request.headers.accept),
  );
};
