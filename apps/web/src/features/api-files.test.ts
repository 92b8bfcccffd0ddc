import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One call per file in every feature's `api/` (issue 56): a file holds one hook (or one fetch) and
 * what it alone needs; the keys its calls share sit beside them. Fails on a file that grows a second.
 */
const features = path.resolve(__dirname);
const apiFiles = (readdirSync(features, { recursive: true }) as string[])
  .map((file) => file.split(path.sep).join('/'))
  .filter((file) => /(^|\/)api\/[^/]+\.ts$/.test(file) && !file.endsWith('.test.ts'));

describe("the features' api files", () => {
  it('hold one call each', () => {
    const crowded = apiFiles.flatMap((file) => {
      const calls = [
        ...readFileSync(path.join(features, file), 'utf8').matchAll(
          /^export (?:async )?(?:function|const) ((?:use|fetch)[A-Z]\w*)/gm,
        ),
      ].map((match) => match[1]);
      return calls.length > 1 ? [`${file}: ${calls.join(', ')}`] : [];
    });
    expect(apiFiles.length).toBeGreaterThan(40);
    expect(crowded).toEqual([]);
  });
});
