import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test/helpers.js';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('GET /api/health', () => {
  it('says ok when the stay tables exist', async () => {
    t = await createTestApp({ seed: false });
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({
      status: 'ok',
      tables: { stay_plan: true, stay_option: true },
    });
  });

  it('answers 503 with the flags and an error when a stay table is missing', async () => {
    t = await createTestApp({ seed: false });
    // On PostgreSQL the history's foreign key goes with it.
    const drop = t.app.db.schema.dropTable('stay_option');
    await (t.app.database.engine === 'postgres' ? drop.cascade() : drop).execute();
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(json(response)).toEqual({
      status: 'error',
      tables: { stay_plan: true, stay_option: false },
      error: 'Database tables are missing. Please run database migration.',
      code: 'api.health.tablesMissing',
    });
  });

  it('misses a table dropped after a call that found both', async () => {
    t = await createTestApp({ seed: false });
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const drop = t.app.db.schema.dropTable('stay_plan');
    await (t.app.database.engine === 'postgres' ? drop.cascade() : drop).execute();
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(json(response).tables).toEqual({ stay_plan: false, stay_option: true });
  });
});
