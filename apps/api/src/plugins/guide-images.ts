import { mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Where guide section images live, served under /p/ (SPEC §3). */
export const guideImagesDir = (dataDir: string) => path.join(dataDir, 'guide-images');

/** Serves the guide images folder at /p/…, cached for a day (names are not hashed). */
export const guideImagesPlugin = fp(async (app: FastifyInstance) => {
  const root = guideImagesDir(app.config.dataDir);
  mkdirSync(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: '/p/',
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    maxAge: '1d',
  });
});
