import type { TestApp } from './helpers.js';

/**
 * The electricity meter read on the checklists (DECISIONS §20): an arrival and a departure item
 * asking a number in kWh, and the readings given, each `[booking, list, value, who]`.
 */
export async function readMeter(
  t: TestApp,
  readings: readonly [number, 'arrival' | 'departure', number, number][],
) {
  const stamp = t.clock.now().toISOString();
  const item = async (list: 'arrival' | 'departure') =>
    (
      await t.app.db
        .insertInto('checklist_item')
        .values({
          list,
          text: 'Elmätaren',
          asks_number: 1,
          unit: 'kWh',
          position: 1,
          created_at: stamp,
          updated_at: stamp,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const items = { arrival: await item('arrival'), departure: await item('departure') };
  for (const [booking, list, value, who] of readings) {
    await t.app.db
      .insertInto('checklist_tick')
      .values({ booking_id: booking, item_id: items[list], user_id: who, value, ticked_at: stamp })
      .execute();
  }
}
