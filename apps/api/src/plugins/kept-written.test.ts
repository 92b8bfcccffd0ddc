import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Config } from '../config.js';
import { createTestApp, type TestApp } from '../test/helpers.js';
import { KeptAnswers, sendKept, sendWritten } from './kept-answers.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

/** A view its schema sends as it is, and views holding more, or other, than it names. */
const VIEWS: Record<string, unknown> = {
  exact: { title: 'Midsummer', nights: 3, note: null },
  unnamed: { title: 'Midsummer', nights: 3, note: null, email: 'mia@example.com' },
  'other kind': { title: 'Midsummer', nights: '3', note: null },
  missing: { title: 'Midsummer', note: null },
};

const schema = {
  params: z.object({ name: z.string() }),
  response: {
    200: z.object({ title: z.string(), nights: z.number(), note: z.string().nullable() }),
  },
};

/**
 * An app with one read per view above, kept (`/kept/…`) or written on each request
 * (`/written/…`), the route's schema as the API's routes have theirs.
 */
async function appIn(env: Config['env']) {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', { ...t.app.config, env });
  app.decorate('keptAnswers', new KeptAnswers(t.app.dataVersion));
  app.get('/kept/:name', { schema }, async (request, reply) =>
    sendKept(reply, request.params.name, async () => VIEWS[request.params.name]),
  );
  app.get('/written/:name', { schema }, async (request, reply) =>
    sendWritten(reply, VIEWS[request.params.name]),
  );
  await app.ready();
  return app;
}

const WAYS = ['kept', 'written'] as const;

describe('views written as their route sends them, kept or not (decision 0082)', () => {
  it('sends a view its schema names exactly, as it is', async () => {
    for (const env of ['test', 'production'] as const) {
      const app = await appIn(env);
      for (const way of WAYS) {
        const response = await app.inject({ method: 'GET', url: `/${way}/exact` });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(response.body).toBe(JSON.stringify(VIEWS.exact));
      }
      await app.close();
    }
  });

  it('fails, where the app is tested, a view its schema would not send as it is', async () => {
    for (const env of ['test', 'development'] as const) {
      const app = await appIn(env);
      for (const way of WAYS) {
        for (const name of ['unnamed', 'other kind', 'missing']) {
          const response = await app.inject({
            method: 'GET',
            url: `/${way}/${encodeURIComponent(name)}`,
          });
          expect(response.statusCode, `${way} ${name}`).toBe(500);
          expect(response.body).not.toContain('mia@example.com');
        }
      }
      await app.close();
    }
  });
});
