import {
  GUIDE_TYPES,
  guideAbilities,
  msg,
  said,
  sectionAbilities,
  type AccessHolder,
  type GuideSection,
  type GuideType,
} from '@stuga/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isUniqueViolation } from '../../db/errors.js';
import { unitOfWork } from '../../db/unit-of-work.js';
import { HttpError } from '../../lib/http-error.js';
import { imageDelivery, type ImageQuery } from '../../lib/images/image-delivery.js';
import {
  deleteSection,
  ensureGuide,
  findGuide,
  insertSection,
  listSections,
  updateSection,
} from './guides.repository.js';

const GUIDE_NOT_FOUND = msg('api.guide.none', 'Guide not found');
const isGuideType = (type: string): type is GuideType =>
  (GUIDE_TYPES as readonly string[]).includes(type);
const SECTION_NOT_FOUND = msg('api.guide.noSection', 'Section not found');
const GUIDE_PICTURE_PREFIX = '/p/';

/**
 * Where a reader loads a section image from: a stored /p/ picture at its signed address (or its
 * plain path when no such file exists, which then shows as not available); https as it is.
 */
function pictureAddress(image: string, signed: Map<string, string>): string {
  if (!image.startsWith(GUIDE_PICTURE_PREFIX)) return image;
  return signed.get(decodeURIComponent(image.slice(GUIDE_PICTURE_PREFIX.length))) ?? image;
}

/** Guides and their sections (DECISIONS §6), and the sections' pictures. */
export function guidesService(app: FastifyInstance) {
  const pictures = imageDelivery(app);
  /**
   * A guide by its type: its row, or for one of the guides every house has (GUIDE_TYPES) that
   * has none yet (a new house without the sample content), an empty one, named by the screens.
   */
  const requireGuide = async (type: string) => {
    const guide = await findGuide(app.db, type);
    if (guide) return guide;
    if (!isGuideType(type)) throw new HttpError(404, GUIDE_NOT_FOUND);
    return { type, title: '', description: '', stored: false };
  };
  const stamp = () => app.clock.now().toISOString();

  return {
    /** A guide with its sections; only those who may read it get its pictures' signed addresses. */
    async guide(type: string, viewer: AccessHolder | null) {
      const guide = await requireGuide(type);
      const sections = await listSections(app.db, guide.type);
      const signed = pictures.addresses('guide');
      const can = sectionAbilities(viewer);
      return {
        title: guide.title,
        description: guide.description,
        sections: sections.map((section) => ({
          ...section,
          pictures: section.images.map((image) => pictureAddress(image, signed)),
          can,
        })),
        can: guideAbilities(viewer),
      };
    },

    picture(reply: FastifyReply, name: string, query: ImageQuery, accept: string | undefined) {
      return pictures.send(reply, 'guide', name, query, accept);
    },

    async addSection(type: string, section: GuideSection) {
      const guide = await requireGuide(type);
      try {
        return {
          section: await unitOfWork(app.database, async (db) => {
            // Its first section makes the guide itself on a new house.
            if ('stored' in guide) await ensureGuide(db, guide.type);
            return insertSection(db, guide.type, section, stamp());
          }),
        };
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw new HttpError(
            409,
            said(
              'api.guide.sectionTaken',
              `A section with the ID "${section.id}" already exists in this guide.`,
              { id: section.id },
            ),
          );
        }
        throw error;
      }
    },

    async updateSection(type: string, id: string, section: GuideSection) {
      const guide = await requireGuide(type);
      if (section.id !== id)
        throw new HttpError(
          400,
          msg('api.guide.sectionId', 'The ID of a section cannot be changed.'),
        );
      if (!(await updateSection(app.db, guide.type, section, stamp()))) {
        throw new HttpError(404, SECTION_NOT_FOUND);
      }
      return { section };
    },

    async deleteSection(type: string, id: string) {
      const guide = await requireGuide(type);
      if (!(await deleteSection(app.db, guide.type, id))) {
        throw new HttpError(404, SECTION_NOT_FOUND);
      }
      return { message: 'Section deleted' };
    },
  };
}

export type GuidesService = ReturnType<typeof guidesService>;
