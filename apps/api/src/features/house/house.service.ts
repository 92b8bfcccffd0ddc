import {
  type Checklist,
  type ChecklistInput,
  type DepartureNoteInput,
  type HouseNoteInput,
  type TickInput,
} from '@stuga/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { imageDelivery, type ImageQuery } from '../../lib/images/image-delivery.js';
import { ownStaysFrom } from './house.repository.js';

import { addNote, addPhoto, log, markDone } from './house-log.js';
import { lists, stayLine } from './house-views.js';
import { runsAround, saveList } from './checklists-admin.js';
import { stayChecklists, tickItem, writeDepartureNote } from './stay-checklists.js';
import type { Caller } from '../../plugins/caller.js';

/**
 * At the house (DECISIONS §20): the checklists the admins keep (`checklists-admin.ts`), each
 * booking's runs of them and its departure note (`stay-checklists.ts`), and the house log
 * (`house-log.ts`).
 */
export function houseService(app: FastifyInstance) {
  const pictures = imageDelivery(app);
  return {
    /** The caller's stays from today on, the nearest first. */
    async stays(caller: Caller) {
      const rows = await ownStaysFrom(app.db, caller.id, app.clock.today());
      return { stays: rows.map(stayLine) };
    },
    stayChecklists: (caller: Caller, id: number) => stayChecklists(app, pictures, caller, id),
    tick: (caller: Caller, id: number, list: Checklist, itemId: number, input: TickInput) =>
      tickItem(app, caller, id, list, itemId, input),
    writeNote: (caller: Caller, id: number, input: DepartureNoteInput) =>
      writeDepartureNote(app, caller, id, input),
    /** Both lists, for the admins. */
    lists: () => lists(app.db),
    saveList: (list: Checklist, input: ChecklistInput) => saveList(app, list, input),
    runsAround: () => runsAround(app),
    log: (caller: Caller) => log(app, pictures, caller),
    addNote: (caller: Caller, input: HouseNoteInput) => addNote(app, pictures, caller, input),
    addPhoto: (caller: Caller, id: number, upload: { filename: string; content: Buffer }) =>
      addPhoto(app, pictures, caller, id, upload),
    /** A note's photo, resized, at the signed address the log gave. */
    photo(reply: FastifyReply, name: string, query: ImageQuery, accept: string | undefined) {
      return pictures.send(reply, 'log', name, query, accept);
    },
    markDone: (caller: Caller, id: number) => markDone(app, pictures, caller, id),
  };
}

export type HouseService = ReturnType<typeof houseService>;
