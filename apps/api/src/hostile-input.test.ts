import { WIRE_DATE_PATTERN } from '@stuga/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NUL_REFUSED } from './plugins/errors.js';
import { GOOGLE_TEST_CLIENT_ID, startGoogleKeys } from './test/google-keys.js';
import { createTestApp, type TestApp } from './test/helpers.js';
import { createPlan } from './test/stays.js';
import { loginAs } from './test/users.js';

/**
 * Input an attacker sends, in every field of every call the OpenAPI document describes, so a new
 * route is covered the day it is added (issue: "PostgreSQL never 500s"). Both engines must answer
 * alike: the suite runs on SQLite and again on PostgreSQL.
 */
interface JsonSchema {
  type?: string;
  format?: string;
  pattern?: string;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
}
interface Parameter {
  in: 'path' | 'query';
  name: string;
  schema: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: { 'application/json': { schema: JsonSchema } } };
}

/** A value of a schema's shape, good enough to get past everything but the field under test. */
function sample(schema: JsonSchema): unknown {
  if (schema.anyOf?.length) return sample(schema.anyOf[0]!);
  if (schema.enum?.length) return schema.enum[0];
  switch (schema.type) {
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return false;
    case 'array':
      return schema.items ? [sample(schema.items)] : [];
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [key, sample(value)]),
      );
    default:
      return 'text';
  }
}

/** Where in a body a value sits, what kinds of value the schema allows there, and if a date. */
interface Slot {
  path: (string | number)[];
  kinds: Set<string>;
  date: boolean;
}

/** A date field, as the shared schemas say in the document: YYYY-MM-DD or the wire's YYYY/MM/DD. */
const isDate = (schema: JsonSchema): boolean =>
  schema.format === 'date' ||
  schema.pattern === WIRE_DATE_PATTERN ||
  (schema.anyOf ?? []).some(isDate);

function slots(schema: JsonSchema, path: (string | number)[] = []): Slot[] {
  const kinds = new Set(
    [schema.type, ...(schema.anyOf ?? []).map((s) => s.type)].filter(Boolean) as string[],
  );
  const found: Slot[] = [];
  if (kinds.has('string') || kinds.has('integer') || kinds.has('number')) {
    found.push({ path, kinds, date: isDate(schema) });
  }
  for (const option of [schema, ...(schema.anyOf ?? [])]) {
    if (option.type === 'object') {
      for (const [key, value] of Object.entries(option.properties ?? {})) {
        found.push(...slots(value, [...path, key]));
      }
    }
    if (option.type === 'array' && option.items) found.push(...slots(option.items, [...path, 0]));
  }
  return found;
}

function setAt(value: unknown, path: (string | number)[], leaf: unknown): unknown {
  if (!path.length) return leaf;
  const [head, ...rest] = path;
  const copy = (
    Array.isArray(value) ? [...(value as unknown[])] : { ...(value as object) }
  ) as Record<string | number, unknown>;
  copy[head!] = setAt(copy[head!], rest, leaf);
  return copy;
}

const NUL = 'a\u0000@b.test';
const TOO_BIG_ID = 2 ** 31;
/** Dates past what the app keeps (the end of year 9999 broke the day arithmetic). */
const FAR_DATES = ['9999/12/29', '9999/12/31', '9999-12-31'];

let t: TestApp;
let google: Awaited<ReturnType<typeof startGoogleKeys>>;
let headers: Record<string, string>;
let operations: { method: string; url: string; operation: Operation }[];
beforeAll(async () => {
  // Google sign-in on, so its call checks what it is sent rather than answering 503.
  google = await startGoogleKeys();
  t = await createTestApp({
    env: { GOOGLE_CLIENT_ID: GOOGLE_TEST_CLIENT_ID, GOOGLE_JWKS_URL: google.url },
  });
  const admin = await loginAs(t, 'admin');
  // Every call carries a live guest pass too, so the guests' calls check what they are sent; the
  // others ignore it.
  await createPlan(t, admin.user.id, {
    options: [{ from: '2025-09-13', to: '2025-09-16', status: 'approved' }],
  });
  const booking = await t.app.db
    .selectFrom('booking')
    .select('id')
    .where('user_id', '=', admin.user.id)
    .executeTakeFirstOrThrow();
  const given = await t.app.inject({
    method: 'POST',
    url: `/api/bookings/${booking.id}/guest-passes`,
    headers: admin.headers,
    payload: { guest_name: 'Greta' },
  });
  headers = {
    ...admin.headers,
    'x-guest-pass': given.json<{ link: string }>().link.split('#')[1]!,
  };
  const document = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
  operations = Object.entries(document.paths).flatMap(([url, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      url,
      operation,
    })),
  );
});
afterAll(async () => {
  await t.close();
  await google.close();
});

let client = 0;
/** One call with exactly one field made hostile; every call from its own address. */
async function call(
  { method, url, operation }: (typeof operations)[number],
  place: { in: 'path' | 'query' | 'body'; name?: string; path?: (string | number)[] },
  value: unknown,
) {
  const params = Object.fromEntries(
    (operation.parameters ?? []).map((p) => [p.name, sample(p.schema)]),
  );
  if (place.in !== 'body') params[place.name!] = value;
  let address = url;
  const query = new URLSearchParams();
  for (const parameter of operation.parameters ?? []) {
    const text = encodeURIComponent(String(params[parameter.name]));
    if (parameter.in === 'path') address = address.replace(`{${parameter.name}}`, text);
    else query.set(parameter.name, String(params[parameter.name]));
  }
  const schema = operation.requestBody?.content['application/json'].schema;
  const base = schema ? sample(schema) : undefined;
  const payload = place.in === 'body' ? setAt(base, place.path!, value) : base;
  client += 1;
  return t.app.inject({
    method: method as 'GET',
    url: `${address}${query.size ? `?${query}` : ''}`,
    headers,
    remoteAddress: `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

describe('hostile input on every call of the OpenAPI document', () => {
  it('finds the calls to try: every call the app registers is in the document', () => {
    expect(operations.length).toBeGreaterThan(50);
    const documented = new Set(
      operations.map(({ method, url }) => `${method} ${url.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    expect(
      t.app.apiRoutes
        .map(({ method, url }) => `${method} ${url}`)
        .filter((route) => !documented.has(route)),
    ).toEqual([]);
  });

  it('refuses a NUL character in any text, path, query or body, with 400 and no 5xx', async () => {
    const answers: string[] = [];
    for (const op of operations) {
      for (const parameter of op.operation.parameters ?? []) {
        const response = await call(op, { in: parameter.in, name: parameter.name }, NUL);
        answers.push(`${op.method} ${op.url} ${parameter.name}: ${response.statusCode}`);
        expect({ at: answers.at(-1), error: response.json().error }).toEqual({
          at: `${op.method} ${op.url} ${parameter.name}: 400`,
          error: NUL_REFUSED,
        });
      }
      const body = op.operation.requestBody?.content['application/json'].schema;
      for (const slot of body ? slots(body) : []) {
        if (!slot.kinds.has('string')) continue;
        const response = await call(op, { in: 'body', path: slot.path }, NUL);
        const at = `${op.method} ${op.url} ${slot.path.join('.')}`;
        expect({ at, status: response.statusCode, error: response.json().error }).toEqual({
          at,
          status: 400,
          error: NUL_REFUSED,
        });
        answers.push(at);
      }
    }
    expect(answers.length).toBeGreaterThan(80);
  });

  it('refuses an id of 2^31 or more in a path or a body with 400', async () => {
    let tried = 0;
    for (const op of operations) {
      for (const parameter of op.operation.parameters ?? []) {
        if (parameter.schema.type !== 'integer') continue;
        const response = await call(op, { in: parameter.in, name: parameter.name }, TOO_BIG_ID);
        const at = `${op.method} ${op.url} ${parameter.name}`;
        expect({ at, status: response.statusCode }).toEqual({ at, status: 400 });
        tried += 1;
      }
      const body = op.operation.requestBody?.content['application/json'].schema;
      for (const slot of body ? slots(body) : []) {
        if (!slot.kinds.has('integer') && !slot.kinds.has('number')) continue;
        const response = await call(op, { in: 'body', path: slot.path }, TOO_BIG_ID);
        const at = `${op.method} ${op.url} ${slot.path.join('.')}`;
        expect({ at, status: response.statusCode }).toEqual({
          at,
          status: expect.toSatisfy((status: number) => status >= 400 && status < 500),
        });
        tried += 1;
      }
    }
    // Every {id} route, option_ids and the options' ids among them.
    expect(tried).toBeGreaterThan(20);
  });

  it('refuses dates far in the future in date fields with 400, and never fails on them elsewhere', async () => {
    let dateFields = 0;
    for (const op of operations) {
      const body = op.operation.requestBody?.content['application/json'].schema;
      for (const slot of body ? slots(body) : []) {
        if (!slot.kinds.has('string')) continue;
        for (const far of FAR_DATES) {
          const response = await call(op, { in: 'body', path: slot.path }, far);
          const at = `${op.method} ${op.url} ${slot.path.join('.')} = ${far}`;
          expect({ at, status: response.statusCode }).toEqual({
            at,
            status: slot.date ? 400 : expect.toSatisfy((status: number) => status < 500),
          });
        }
        if (slot.date) dateFields += 1;
      }
    }
    // A plan's from, to and validity (create and update), the planning horizon, a wish's days,
    // a round's ballot days and its blocks' (create and update): every date field the shared
    // schemas mark, found in the document, never listed here by hand.
    expect(dateFields).toBeGreaterThanOrEqual(15);
  });

  it('answers a malformed address in the app’s own error shape', async () => {
    for (const url of ['/api/guides/%zz', '/api/stay-plans/%', '/guide/%zz']) {
      const response = await t.app.inject({ method: 'GET', url, headers });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: 'The address is malformed.',
        message: 'The address is malformed.',
      });
    }
  });

  it('checks numbers and texts hidden inside a path or a cursor before they reach SQL', async () => {
    const secret = 'A'.repeat(43);
    for (const id of ['2147483648', '9999999999', '0']) {
      const feed = await t.app.inject({ method: 'GET', url: `/api/calendar/${id}.${secret}.ics` });
      expect({ id, status: feed.statusCode, message: feed.json().message }).toEqual({
        id,
        status: 404,
        message: 'No such calendar.',
      });
    }
    const cursors = [
      ['\u0000', 1],
      ['2025-09-12T07:17:00.000Z', 2 ** 31],
      ['2025-09-12T07:17:00.000Z', 0],
      ['2025-09-12T07:17:00.000Z\u0000', 1],
      ['not a time', 1],
    ];
    for (const value of cursors) {
      // JSON writes the NUL as the escape \u0000: it passes every check of the address itself.
      const cursor = Buffer.from(JSON.stringify(value)).toString('base64url');
      const page = await t.app.inject({ method: 'GET', url: `/api/guestbook?cursor=${cursor}` });
      expect({ value, status: page.statusCode, message: page.json().message }).toEqual({
        value,
        status: 400,
        message: 'This page link is not valid.',
      });
    }
    // The one the probe sent, as it sent it.
    const probe = await t.app.inject({
      method: 'GET',
      url: '/api/guestbook?cursor=WyJcdTAwMDAiLDFd',
    });
    expect(probe.statusCode).toBe(400);
  });
});
