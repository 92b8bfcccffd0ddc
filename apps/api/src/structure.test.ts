import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { folderCircles, foldersUnder } from '../../../scripts/lint/folder-cycles.mjs';

/**
 * The code's structure, read from its imports in every app and package: in each folder, no two
 * of its parts (a subfolder or a file) import each other, however roundabout. A part both need
 * moves down, below both. It fails on the folder nobody has looked at yet.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const trees: { folder: string; alias?: string }[] = [
  { folder: 'apps/api/src' },
  { folder: 'apps/web/src', alias: 'apps/web/src' },
  { folder: 'packages/shared/src' },
  { folder: 'scripts' },
  { folder: 'e2e/support' },
];

describe('the structure', () => {
  it.each(trees)('has no folder whose parts import each other: $folder', ({ folder, alias }) => {
    const circles = foldersUnder(path.join(root, folder)).flatMap((at) =>
      folderCircles(at, alias && path.join(root, alias)).map(
        (parts) => `${path.relative(root, at)}: ${parts.join(' ⇄ ')}`,
      ),
    );
    expect(circles).toEqual([]);
  });
});
