import { msg, said } from '../i18n/said.js';
import {
  DOCUMENT_AUDIENCES,
  DOCUMENT_FORMATS,
  DOCUMENT_KINDS,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_TITLE_MAX,
} from '../rules/documents.js';
import { z } from '../zod.js';
import { idParamsSchema } from './fields.js';
import { WireDateSchema } from './stays.js';

const megabytes = DOCUMENT_MAX_BYTES / 1024 / 1024;

/** What the documents' calls say (DECISIONS §24). */
export const documentMessages = {
  title: msg(
    'api.document.title',
    `Give the document a title of at most ${DOCUMENT_TITLE_MAX} characters.`,
    { max: DOCUMENT_TITLE_MAX },
  ),
  kind: msg('api.document.kind', 'Choose the kind of document.'),
  audience: msg('api.document.audience', 'Choose who may see the document.'),
  offline: msg('api.document.offline', 'Only a manual is kept on the phone with the guides.'),
  none: msg('api.document.none', 'No such document.'),
  noFile: msg('api.document.noFile', 'Choose the file to upload (field "file").'),
  empty: msg('api.document.empty', 'The file is empty.'),
  tooBig: msg('api.document.tooBig', `The file is larger than ${megabytes} MB.`, {
    max: megabytes,
  }),
  notDocument: msg(
    'api.document.notDocument',
    'This file is neither a PDF nor a picture (JPEG, PNG or WebP).',
  ),
  fields: msg(
    'api.document.fields',
    'Send the title, kind and who may see it before the file, as the form does.',
  ),
  link: msg('api.document.link', 'This document link is not valid.'),
  linkExpired: msg('api.document.linkExpired', 'This document link has expired. Reload the page.'),
} as const;

/** A file whose content is one format and whose name says another. */
export const documentEnding = (ending: string, format: string) =>
  said(
    'api.document.ending',
    `The file is a ${format} but its name ends in .${ending}: rename it and try again.`,
    { ending, format },
  );

/** `POST /api/admin/documents` (the fields before the file) and `PUT /api/admin/documents/:id`. */
export const DocumentInputSchema = z
  .object({
    title: z
      .string({ error: documentMessages.title })
      .trim()
      .min(1, documentMessages.title)
      .max(DOCUMENT_TITLE_MAX, documentMessages.title),
    kind: z.enum(DOCUMENT_KINDS, { error: documentMessages.kind }),
    audience: z.enum(DOCUMENT_AUDIENCES, { error: documentMessages.audience }),
    /** The day it runs out, YYYY/MM/DD; null: never. */
    expires: WireDateSchema.nullable().default(null),
    /** A manual kept on the phone with the guides (§20). */
    offline: z.boolean({ error: documentMessages.offline }).default(false),
  })
  .refine((input) => !input.offline || input.kind === 'manual', {
    message: documentMessages.offline,
    path: ['offline'],
  });
export type DocumentInput = z.input<typeof DocumentInputSchema>;

export const DocumentParamsSchema = idParamsSchema(documentMessages.none);

/** A document as its reader sees it. */
export const DocumentSchema = z.object({
  id: z.number(),
  title: z.string(),
  kind: z.enum(DOCUMENT_KINDS),
  audience: z.enum(DOCUMENT_AUDIENCES),
  /** YYYY/MM/DD; null: it does not run out. */
  expires: z.string().nullable(),
  offline: z.boolean(),
  format: z.enum(Object.keys(DOCUMENT_FORMATS) as [keyof typeof DOCUMENT_FORMATS]),
  /** In bytes. */
  size: z.number(),
  /** A PDF's pages; null: a picture. */
  pages: z.number().nullable(),
  /** ISO 8601, and the admin who added it (as they are called now). */
  added_at: z.string(),
  added_by: z.string().nullable(),
  /** The file at a signed address that runs out within a day. */
  url: z.string(),
  /** What the reader may do: change or remove it (admins). */
  can: z.object({ edit: z.boolean() }),
});
export type HouseDocument = z.infer<typeof DocumentSchema>;

/** `GET /api/documents`: the documents the reader may see, by kind and title. */
export const DocumentsSchema = z.object({ documents: z.array(DocumentSchema) });
export type HouseDocuments = z.infer<typeof DocumentsSchema>;

export const DocumentResponseSchema = z.object({ document: DocumentSchema });
export type DocumentResponse = z.infer<typeof DocumentResponseSchema>;
