/** Query keys of the guides; a guide is read with the reader's session. */
export const guideKeys = {
  all: (type: string) => ['guide', type] as const,
  guide: (type: string, viewer: string) => ['guide', type, viewer] as const,
};

/** Where a guide's sections are edited. */
export const sectionsPath = (type: string) =>
  `/api/admin/guides/${encodeURIComponent(type)}/sections`;
