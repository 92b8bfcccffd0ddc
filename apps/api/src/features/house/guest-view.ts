import {
  said,
  toWireDate,
  type Checklist,
  type GuestView,
  type HouseCode,
  type HouseNoteInput,
  type TickInput,
} from '@stuga/shared';
import type { FastifyInstance } from 'fastify';
import { recordPassUse } from '../../db/guest-passes.repository.js';
import { unitOfWork } from '../../db/unit-of-work.js';
import { HttpError } from '../../lib/http-error.js';
import type { GuestCaller } from '../../plugins/guest-pass.js';
import { insertHouseNote } from './house.repository.js';
import { applyTick } from './stay-checklists.js';
import { houseLog, madeAtOf, runs, type ImageDelivery } from './house-views.js';

/** What a guest's view shows of the house's other parts, given by the app (DECISIONS §26). */
export interface GuestSources {
  codes(): Promise<HouseCode[]>;
  guides(): Promise<GuestView['guides']>;
}

/**
 * What a guest pass opens (DECISIONS §26), each use kept: the guest's view, and in its window a
 * tick of the booking's run and a note in the house log, made as the guest's.
 */
export function guestUse(app: FastifyInstance, pictures: ImageDelivery, sources: GuestSources) {
  /** A guest's write, inside the window only, kept as a use of the pass. */
  async function inWindow(guest: GuestCaller, what: string) {
    const now = app.clock.now();
    if (now < guest.opensAt) {
      const opens = guest.opensAt.toISOString();
      throw new HttpError(
        409,
        said('api.guest.notYet', `The pass opens the house from ${opens}.`, { opens }),
      );
    }
    await recordPassUse(app.db, guest.passId, what, now.toISOString());
  }

  return {
    /** What the pass opens now; no member's name but the host's first name. */
    async view(guest: GuestCaller): Promise<GuestView> {
      const now = app.clock.now();
      const open = now >= guest.opensAt;
      await recordPassUse(app.db, guest.passId, open ? 'view' : 'early', now.toISOString());
      const base = {
        guest_name: guest.guestName,
        host: guest.host,
        stay: { from: toWireDate(guest.from), to: toWireDate(guest.to) },
        opens_at: guest.opensAt.toISOString(),
        closes_at: guest.closesAt.toISOString(),
        open,
      };
      if (!open)
        return { ...base, guides: [], codes: [], arrival: [], departure: [], house_log: [] };
      const booking = { id: guest.bookingId, from_date: guest.from, to_date: guest.to };
      const viewer = { id: 0, is_admin: false };
      const [guides, codes, run, log] = await Promise.all([
        sources.guides(),
        sources.codes(),
        runs(app.db, booking as Parameters<typeof runs>[1]),
        houseLog(app, pictures, app.db, false, viewer),
      ]);
      const nameless = <T extends { by: string | null }>(item: T) => ({ ...item, by: null });
      return {
        ...base,
        guides,
        codes,
        arrival: run.arrival.map(nameless),
        departure: run.departure.map(nameless),
        house_log: log.map((note) => ({
          ...note,
          by: '',
          photo: null,
          can: { done: false, photo: false },
        })),
      };
    },

    /** A guest ticks an item of the booking's run, as the guest's (the owner's booking). */
    async tick(guest: GuestCaller, list: Checklist, itemId: number, input: TickInput) {
      await inWindow(guest, 'tick');
      const booking = { id: guest.bookingId, from_date: guest.from, to_date: guest.to };
      const { item } = await unitOfWork(app.database, (db) =>
        applyTick(
          app,
          db,
          booking as Parameters<typeof applyTick>[2],
          { list, itemId, input },
          { userId: guest.ownerId, guestPassId: guest.passId },
        ),
      );
      return { item: { ...item, by: null } };
    },

    /** A guest notes something broken or running low, under the pass's booking's owner. */
    async note(guest: GuestCaller, input: HouseNoteInput) {
      await inWindow(guest, 'note');
      await insertHouseNote(app.db, {
        kind: input.kind,
        text: input.text,
        photo: null,
        user_id: guest.ownerId,
        created_at: madeAtOf(app, input.made_at),
        done_at: null,
        done_by: null,
        client_key: input.client_key ? `guest-${guest.passId}-${input.client_key}` : null,
        guest_pass_id: guest.passId,
      });
      return { saved: true };
    },
  };
}
