import { GUIDE_TYPES } from '@stuga/shared';
import type { FastifyInstance } from 'fastify';
import { listCodes } from './features/guides/codes.repository.js';
import type { guidesService } from './features/guides/guides.service.js';
import type { GuestSources } from './features/house/guest-passes.js';

/**
 * What a guest's view shows of the guides and the codes (DECISIONS §26), composed here, as
 * features do not reach into each other: every guide's sections, as a member reads them, and
 * the house's codes.
 */
export function guestSources(
  app: FastifyInstance,
  guides: ReturnType<typeof guidesService>,
): GuestSources {
  return {
    codes: () => listCodes(app.db),
    async guides() {
      const reader = { access_level: 'verified', is_admin: false };
      const all = await Promise.all(GUIDE_TYPES.map((type) => guides.guide(type, reader)));
      return all.map((guide) => ({
        title: guide.title,
        sections: guide.sections.map(({ id, title, content, pictures }) => ({
          id,
          title,
          content,
          pictures,
        })),
      }));
    },
  };
}
