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
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/http-error.js';
import { callerOf } from '../../plugins/caller.js';
import { DOCUMENT_FILE } from './document-files.js';
import type { DocumentsService } from './documents.service.js';

/** The form's fields as the JSON call takes them: a box ticked is "true", no expiry is "". */
function fieldsOf(fields: Record<string, unknown>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, part] of Object.entries(fields)) {
    const field = part as { type?: string; value?: unknown };
    if (field.type === 'field') values[name] = field.value;
  }
  return {
    ...values,
    expires: values.expires === '' || values.expires === undefined ? null : values.expires,
    offline: values.offline === 'true',
  };
}

/** The form of an upload: its fields (before the file) and its one file. */
async function documentUpload(app: FastifyInstance, request: FastifyRequest) {
  if (!request.isMultipart()) throw new HttpError(400, documentMessages.noFile);
  try {
    const file = await request.file();
    if (!file) throw new HttpError(400, documentMessages.noFile);
    const content = await file.toBuffer();
    return { fields: fieldsOf(file.fields), filename: file.filename, content };
  } catch (error) {
    if (error instanceof app.multipartErrors.RequestFileTooLargeError) {
      throw new HttpError(413, documentMessages.tooBig);
    }
    if (error instanceof app.multipartErrors.FieldsLimitError) {
      throw new HttpError(400, documentMessages.fields);
    }
    if (!(error instanceof HttpError) && !(error as { statusCode?: number }).statusCode) {
      throw new HttpError(400, documentMessages.noFile);
    }
    throw error;
  }
}

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
        document: await documents.add(callerOf(request), await documentUpload(app, request)),
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
        querystring: z.object({
          exp: z.coerce.number().int().optional(),
          sig: z.string().max(128).optional(),
        }),
        response: { 200: z.any(), 403: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request, reply) => documents.send(reply, request.params.name, request.query),
  );
};
