import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { createTestApp, json, testDatabaseUrl, type TestApp } from '../../test/helpers.js';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const count = async (
  app: TestApp['app'],
  table:
    | 'users'
    | 'guides'
    | 'guide_sections'
    | 'improvements'
    | 'contacts'
    | 'stay_plan'
    | 'stay_option',
) =>
  Number(
    (
      await app.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('a new installation', () => {
  it('gets the sample content of DECISIONS §11', async () => {
    t = await createTestApp();
    expect(await count(t.app, 'guides')).toBe(2);
    const types = await t.app.db.selectFrom('guides').select('type').orderBy('type').execute();
    expect(types.map((g) => g.type)).toEqual(['area', 'house']);
    expect(await count(t.app, 'guide_sections')).toBeGreaterThanOrEqual(4);
    expect(await count(t.app, 'improvements')).toBeGreaterThanOrEqual(3);
    expect(await count(t.app, 'contacts')).toBeGreaterThanOrEqual(1);
    expect(t.app.images.list('public').length).toBeGreaterThan(0);
    expect(t.app.images.list('private').length).toBeGreaterThan(0);
  });

  it('has sample members who cannot log in, with stays around today', async () => {
    t = await createTestApp();
    const members = await t.app.db.selectFrom('users').selectAll().execute();
    expect(members.length).toBeGreaterThanOrEqual(2);
    for (const member of members) {
      expect(member.password_hash).toBeNull();
      expect(member.login_disabled).toBe(1);
    }
    const options = await t.app.db
      .selectFrom('stay_option')
      .selectAll()
      .orderBy('from_date')
      .execute();
    const today = t.clock.today();
    expect(options.some((o) => o.status === 'approved' && o.from_date < today)).toBe(true);
    expect(options.some((o) => o.status === 'approved' && o.from_date > today)).toBe(true);
    expect(options.some((o) => o.status === 'pending')).toBe(true);
    expect(options.every((o) => /^\d{4}-\d{2}-\d{2}$/.test(o.from_date))).toBe(true);
    // Each approved stay is a booking the house holds (DECISIONS §17).
    const held = await t.app.db.selectFrom('booking').select(['option_id', 'status']).execute();
    expect(held.map((b) => b.option_id).sort()).toEqual(
      options
        .filter((o) => o.status === 'approved')
        .map((o) => o.id)
        .sort(),
    );
    expect(held.every((b) => b.status === 'held')).toBe(true);
  });

  it('seeds once: starting again on the same database adds nothing', async () => {
    t = await createTestApp();
    const before = await count(t.app, 'stay_option');
    // A second server on the same SQLite file (PostgreSQL keeps one schema per test app).
    if (!testDatabaseUrl) {
      const again = await buildApp({ config: t.config, clock: t.clock, webRoot: undefined });
      expect(await count(again, 'stay_option')).toBe(before);
      expect(await count(again, 'users')).toBe(3);
      await again.close();
    }
  });

  it('gets Swedish samples in a Swedish house (SEED_LANGUAGE=sv)', async () => {
    t = await createTestApp({ env: { SEED_LANGUAGE: 'sv' } });
    const about = json<{ about: { title: string } }>(
      await t.app.inject({ method: 'GET', url: '/api/content' }),
    );
    expect(about.about.title).toBe('Om vår stuga');
    const guides = await t.app.db
      .selectFrom('guides')
      .select(['type', 'title'])
      .orderBy('type')
      .execute();
    expect(guides).toEqual([
      { type: 'area', title: 'Områdesguide' },
      { type: 'house', title: 'Husguide' },
    ]);
    const roles = await t.app.db
      .selectFrom('contacts')
      .select('role')
      .orderBy('position')
      .execute();
    expect(roles.map((r) => r.role)).toEqual(['Husansvarig', 'Granne']);
    const titles = await t.app.db.selectFrom('improvements').select('title').execute();
    expect(titles.map((i) => i.title)).toContain('Två kajaker');
    const plans = await t.app.db.selectFrom('stay_plan').select('title').execute();
    expect(plans.map((p) => p.title)).toContain('Fisketur');
    // The house guide says where the door code is, not that it comes by mail.
    const arrival = await t.app.db
      .selectFrom('guide_sections')
      .select('content')
      .where('id', '=', 'arrival')
      .executeTakeFirstOrThrow();
    expect(arrival.content).toContain('Koden finns under I huset');
  });

  it('never says the door code comes in a mail, in English either', async () => {
    t = await createTestApp();
    const arrival = await t.app.db
      .selectFrom('guide_sections')
      .select('content')
      .where('id', '=', 'arrival')
      .executeTakeFirstOrThrow();
    expect(arrival.content).not.toMatch(/approval mail/);
    expect(arrival.content).toContain('Its code is on At the house');
  });

  it('gets no sample content with SEED_DEMO=false', async () => {
    t = await createTestApp({ seed: false });
    expect(await count(t.app, 'users')).toBe(0);
    expect(await count(t.app, 'guides')).toBe(0);
    const response = await t.app.inject({ method: 'GET', url: '/api/content' });
    expect(response.statusCode).toBe(404);
    expect(json(response).error).toBe('The About page has not been written yet.');
  });
});
