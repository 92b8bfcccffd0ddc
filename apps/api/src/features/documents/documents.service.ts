import {
  DOCUMENT_FORMATS,
  DocumentInputSchema,
  documentMessages,
  fromWireDate,
  joinedName,
  maySeeDocument,
  toWireDate,
  type DocumentReader,
  type HouseDocument,
  type MessageText,
} from '@stuga/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { sharesOn } from '../../db/shares.repository.js';
import { HttpError } from '../../lib/http-error.js';
import type { ImageQuery } from '../../lib/images/image-delivery.js';
import { imageSigner } from '../../lib/images/image-signing.js';
import { adminWrite, type Caller } from '../../plugins/caller.js';
import { checkedDocument, documentFiles } from './document-files.js';
import { remindExpiringDocuments } from './document-expiries.js';
import {
  deleteDocument,
  documentByFile,
  findDocument,
  insertDocument,
  listDocuments,
  updateDocument,
  type DocumentRow,
} from './documents.repository.js';

/** The fields of a document as an admin gives them, checked as the JSON calls check them. */
function documentFields(input: unknown) {
  const parsed = DocumentInputSchema.safeParse(input);
  if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]!.message as MessageText);
  const { expires, offline, ...rest } = parsed.data;
  return {
    ...rest,
    expires: expires === null ? null : fromWireDate(expires),
    offline: offline ? 1 : 0,
  } as const;
}

/**
 * The house's documents (DECISIONS §24): kept by the admins, each read only by those its audience
 * names, its file sent only at a signed address that runs out; the admins reminded of an expiry
 * 90 and 30 days before, once whichever process looks first.
 */
export function documentsService(app: FastifyInstance) {
  const files = documentFiles(app.config.dataDir);
  const signer = imageSigner(app.config.jwtSecret);

  async function readerOf(caller: Caller): Promise<DocumentReader> {
    const owners = await sharesOn(app.db, app.clock.today());
    return {
      admin: caller.is_admin,
      owner: owners.some((owner) => owner.user_id === caller.id),
      booking: caller.session.flags.can_access_booking,
    };
  }

  function present(row: DocumentRow, caller: Caller): HouseDocument {
    const exp = signer.expiryFor(app.clock.now());
    return {
      id: row.id,
      title: row.title,
      kind: row.kind,
      audience: row.audience,
      expires: row.expires === null ? null : toWireDate(row.expires),
      offline: row.offline === 1,
      format: row.format,
      size: row.size,
      pages: row.pages,
      added_at: row.added_at,
      added_by: joinedName(row.adder_first, row.adder_last),
      url: `/api/documents/files/${row.file}?${signer.query('document', row.file, exp)}`,
      can: { edit: caller.is_admin },
    };
  }

  return {
    /** The documents the caller may see, by kind and title. */
    async list(caller: Caller): Promise<HouseDocument[]> {
      const reader = await readerOf(caller);
      const rows = await listDocuments(app.db);
      return rows
        .filter((row) => maySeeDocument(reader, row.audience))
        .map((row) => present(row, caller));
    },

    /** An admin adds a document: its fields checked, its file checked by its content, then kept. */
    async add(
      caller: Caller,
      upload: { fields: Record<string, unknown>; filename: string; content: Buffer },
    ): Promise<HouseDocument> {
      const fields = documentFields(upload.fields);
      const file = await checkedDocument(upload.filename, upload.content);
      await files.add(file.name, file.content);
      try {
        const id = await adminWrite(app, caller, (db) =>
          insertDocument(db, {
            ...fields,
            file: file.name,
            format: file.format,
            size: file.content.length,
            pages: file.pages,
            added_by: caller.id,
            added_at: app.clock.now().toISOString(),
          }),
        );
        return present((await findDocument(app.db, id))!, caller);
      } catch (error) {
        await files.remove(file.name);
        throw error;
      }
    },

    /** An admin changes a document's title, kind, audience, expiry or whether it is kept offline. */
    async update(caller: Caller, id: number, input: unknown): Promise<HouseDocument> {
      const fields = documentFields(input);
      await adminWrite(app, caller, async (db) => {
        if (!(await findDocument(db, id))) throw new HttpError(404, documentMessages.none);
        await updateDocument(db, id, fields);
      });
      return present((await findDocument(app.db, id))!, caller);
    },

    /** An admin removes a document, and its file with it. */
    async remove(caller: Caller, id: number): Promise<void> {
      const row = await adminWrite(app, caller, async (db) => {
        const found = await findDocument(db, id);
        if (!found) throw new HttpError(404, documentMessages.none);
        await deleteDocument(db, id);
        return found;
      });
      await files.remove(row.file);
    },

    /** Sends a document's file at the signed address the list gave, while it has not run out. */
    async send(reply: FastifyReply, name: string, query: Pick<ImageQuery, 'exp' | 'sig'>) {
      const { exp, sig } = query;
      if (exp === undefined || !sig || !signer.verify('document', name, exp, sig)) {
        throw new HttpError(403, documentMessages.link);
      }
      const left = exp - app.clock.nowSeconds();
      if (left <= 0) throw new HttpError(403, documentMessages.linkExpired);
      const row = await documentByFile(app.db, name);
      const file = row && (await files.open(name));
      if (!row || !file) throw new HttpError(404, documentMessages.none);
      const ending = DOCUMENT_FORMATS[row.format].endings[0];
      const fileName = `${row.title}.${ending}`;
      // A manual kept for offline says so: the service worker keeps only those (build/pwa.ts).
      if (row.offline === 1) reply.header('X-Stuga-Offline', '1');
      return reply
        .header('Content-Type', DOCUMENT_FORMATS[row.format].type)
        .header('Content-Length', file.size)
        .header('Cache-Control', `private, max-age=${left}`)
        .header(
          'Content-Disposition',
          `inline; filename="document.${ending}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
        )
        .send(file.stream());
    },

    remindExpiries: () => remindExpiringDocuments(app),
  };
}

export type DocumentsService = ReturnType<typeof documentsService>;
