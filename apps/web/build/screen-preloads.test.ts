import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { screenAccess } from '../src/app/screens.ts';
import { offlineCopy } from './pwa.ts';
import {
  adminOnlyFiles,
  markAdminOnly,
  readAdminScreens,
  readScreenTable,
} from './screen-preloads.ts';

const table = readFileSync(
  path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/app/screens.ts'),
  'utf8',
);

const chunk = (
  fileName: string,
  imports: string[] = [],
  dynamicImports: string[] = [],
  css: string[] = [],
) => ({
  fileName,
  isEntry: fileName === 'index.js',
  imports,
  dynamicImports,
  viteMetadata: { importedCss: new Set(css) },
});

describe('the offline copy', () => {
  it('reads the admin screens as the screen table gives them', () => {
    // The build reads the table's source: whatever it reads must be what the app runs.
    const admin = Object.entries(screenAccess)
      .filter(([, access]) => access === 'admin')
      .map(([key]) => key);
    expect([...readAdminScreens(table)].sort()).toEqual(admin.sort());
    expect(admin).toContain('adminSettings');
    const keys = readScreenTable(table).map((entry) => entry.key);
    for (const key of admin) expect(keys).toContain(key);
  });

  it('leaves out what only admin screens and texts reach, never what a member screen shares', () => {
    const chunks = [
      chunk('index.js', ['react.js'], ['timeline.js', 'settings.js', 'admin.en.js', 'gate.js']),
      chunk('react.js'),
      chunk('timeline.js', ['calendar.js'], [], ['timeline.css']),
      chunk('calendar.js'),
      chunk('settings.js', ['calendar.js', 'charts.js'], ['dialog.js'], ['settings.css']),
      chunk('charts.js', [], [], ['timeline.css']),
      chunk('dialog.js'),
      chunk('admin.en.js'),
      chunk('gate.js'),
    ];
    const modules: Record<string, string> = {
      '@/timeline': 'timeline.js',
      '@/settings': 'settings.js',
    };
    markAdminOnly(
      chunks,
      [
        { key: 'timeline', module: '@/timeline' },
        // The approvals screen is the timeline: a member's screen as well.
        { key: 'adminApprovals', module: '@/timeline' },
        { key: 'adminSettings', module: '@/settings' },
      ],
      new Set(['adminApprovals', 'adminSettings']),
      (module) => chunks.find((c) => c.fileName === modules[module])!,
      [chunks.find((c) => c.fileName === 'admin.en.js')!],
    );
    expect([...adminOnlyFiles].sort()).toEqual([
      'admin.en.js',
      'charts.js',
      'dialog.js',
      'settings.css',
      'settings.js',
    ]);

    const copy = offlineCopy(
      ['index.js', 'timeline.js', 'settings.js', 'settings.css', 'icon.png'].map((url) => ({
        url,
        size: 1024,
      })),
      4,
    );
    expect(copy.manifest.map((entry) => entry.url)).toEqual([
      'index.js',
      'timeline.js',
      'icon.png',
    ]);
    expect(() => offlineCopy([{ url: 'index.js', size: 5 * 1024 }], 4)).toThrow(
      'the offline copy weighs 5 KB, over its 4 KB budget',
    );
  });
});
