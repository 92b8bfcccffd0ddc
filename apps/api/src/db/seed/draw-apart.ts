import { fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { samplePicturesInPlace } from './scenes.js';

/**
 * Draws the sample pictures (gallery and guides) in a child process, unless they are in place.
 * Drawing six 2560 px photos leaves libvips' working memory in the server for its whole life
 * (about 230 MB resident, held by the allocator after it is freed); a process of its own gives it
 * back when it exits (decision 0045).
 */
export async function drawSamplePicturesApart(imagesDir: string, guideDir: string): Promise<void> {
  if (samplePicturesInPlace(imagesDir, guideDir)) return;
  // The entry beside this module: `.js` when built, `.ts` when run from source (a TypeScript
  // loader is then needed, and tsx is the one the source runs with).
  const here = fileURLToPath(import.meta.url);
  const extension = path.extname(here);
  const entry = path.join(path.dirname(here), `draw-samples${extension}`);
  const loader =
    extension === '.ts' && !process.execArgv.some((arg) => arg.includes('tsx'))
      ? ['--import', 'tsx']
      : [];
  await new Promise<void>((resolve, reject) => {
    const child = fork(entry, [imagesDir, guideDir], {
      execArgv: [...process.execArgv, ...loader],
      stdio: 'inherit',
    });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(
            new Error(`Drawing the sample pictures failed (${signal ?? `exit code ${code}`})`),
          ),
    );
  });
}
