import {
  DOCUMENT_MAX_BYTES,
  DocumentInputSchema,
  DocumentParamsSchema,
  DocumentResponseSchema,
  DocumentsSchema,
  documentMessages,
  ErrorBodySchema,
} from '@stuga/shared';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ImageQuerySchema } from '../../lib/images/image-delivery.js';
import { oneUpload } from '../../lib/images/pictures.js';
import { callerOf } from '../../plugins/caller.js';
import { DOCUMENT_FILE } from './document-files.js';
import type { DocumentsService } from './documents.service.js';

/** The form's fields as the JSON call takes them: a box ticked is "true", no expiry is "". */
const fieldsOf = (fields: Record<string, string>): Record<string, unknown> => ({
  ...fields,
  expires: fields.expires ? fields.expires : null,
  offline: fields.offline === 'true',
});

/** What a document's upload refuses. */
const UPLOAD_WORDS = {
  none: documentMessages.noFile,
  tooBig: documentMessages.tooBig,
  cutOff: documentMessages.noFile,
  fields: documentMessages.fields,
};

/** The house's documents (DECISIONS §24): kept by the admins, read by those each names. */
export const documentRoutes: FastifyPluginAsyncZod<{ documents: DocumentsService }> = async (
  app,
  { documents },
) => {
  await app.register(multipart, {
    limits: { fileSize: DOCUMENT_MAX_BYTES, files: 1, fields: 5, parts: 6 },
  });

  app.get(
    '/documents',
    {
      config: { access: 'verified' },
      schema: {
        tags: ['documents'],
        summary: 'The documents the caller may see, by kind and title, each at a signed address',
        response: { 200: DocumentsSchema },
      },
    },
    async (request) => ({ documents: await documents.list(callerOf(request)) }),
  );

  app.post(
    '/admin/documents',
    {
      config: { access: 'admin' },
      bodyLimit: DOCUMENT_MAX_BYTES + 1024 * 1024,
      schema: {
        tags: ['documents'],
        summary: 'A new document (multipart: title, kind, audience, expires, offline, then "file")',
        description: 'The file is checked by its content: a PDF, or a JPEG, PNG or WebP picture.',
        consumes: ['multipart/form-data'],
        response: { 201: DocumentResponseSchema, 413: ErrorBodySchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        document: await documents.add(
          callerOf(request),
          await oneUpload(app, request, UPLOAD_WORDS).then((upload) => ({
            ...upload,
            fields: fieldsOf(upload.fields),
          })),
        ),
      }),
  );

  app.put(
    '/admin/documents/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['documents'],
        summary: "Changes a document's title, kind, audience, expiry or offline copy",
        params: DocumentParamsSchema,
        body: DocumentInputSchema,
        response: { 200: DocumentResponseSchema },
      },
    },
    async (request) => ({
      document: await documents.update(callerOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/admin/documents/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['documents'],
        summary: 'Removes a document and its file',
        params: DocumentParamsSchema,
        response: { 200: z.object({ removed: z.number() }) },
      },
    },
    async (request) => {
      await documents.remove(callerOf(request), request.params.id);
      return { removed: request.params.id };
    },
  );

  app.get(
    '/documents/files/:name',
    {
      config: { access: 'public' },
      schema: {
        tags: ['documents'],
        summary: "A document's file, at the signed address the list gave",
        params: z.object({ name: z.string().regex(DOCUMENT_FILE, documentMessages.none) }),
        querystring: ImageQuerySchema.pick({ exp: true, sig: true }),
        response: { 200: z.any(), 403: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request, reply) => documents.send(reply, request.params.name, request.query),
  );
};
