import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { holdsFiles, sampleScenes, type Scene } from './scenes.js';

/** Size of the drawn originals: large enough that every served width is a downscale. */
export const ORIGINAL_WIDTH = 2560;
export const ORIGINAL_HEIGHT = 1440;

function trees(color: string, baseline: number, seed: number): string {
  let shapes = '';
  let x = -40;
  let n = seed;
  while (x < ORIGINAL_WIDTH + 40) {
    n = (n * 9301 + 49297) % 233280;
    const height = 180 + (n % 220);
    const width = 70 + (n % 50);
    shapes += `<polygon points="${x},${baseline} ${x + width / 2},${baseline - height} ${x + width},${baseline}" fill="${color}"/>`;
    x += width * 0.6;
  }
  return shapes;
}

function house(snow: boolean): string {
  const roof = snow ? '#f4f7fa' : '#2f2f2f';
  return `
    <g transform="translate(1500 760)">
      <rect x="0" y="0" width="420" height="230" fill="#9b2a1f"/>
      <polygon points="-30,0 210,-150 450,0" fill="${roof}"/>
      <rect x="-6" y="0" width="14" height="230" fill="#f3f0e8"/>
      <rect x="412" y="0" width="14" height="230" fill="#f3f0e8"/>
      <rect x="60" y="60" width="80" height="80" fill="#f7e7a8" stroke="#f3f0e8" stroke-width="10"/>
      <rect x="280" y="60" width="80" height="80" fill="#f7e7a8" stroke="#f3f0e8" stroke-width="10"/>
      <rect x="175" y="100" width="70" height="130" fill="#5b3a29" stroke="#f3f0e8" stroke-width="8"/>
    </g>`;
}

const HORIZON = 990;
/** The sky is drawn small and scaled up: clouds are soft, and turbulence is costly at full size. */
const SKY_SCALE = 4;

/** The sky with its clouds, at a quarter of the final size (blurred there, so cheap). */
function skySvg(scene: Scene): string {
  const width = ORIGINAL_WIDTH / SKY_SCALE;
  const height = ORIGINAL_HEIGHT / SKY_SCALE;
  let clouds = '';
  let n = scene.name.length * 131;
  for (let i = 0; i < 14; i += 1) {
    n = (n * 9301 + 49297) % 233280;
    const cx = n % width;
    const cy = 20 + (n % 170);
    clouds += `<ellipse cx="${cx}" cy="${cy}" rx="${40 + (n % 70)}" ry="${8 + (n % 14)}" fill="#ffffff" opacity="0.45"/>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${scene.sky[0]}"/><stop offset="1" stop-color="${scene.sky[1]}"/></linearGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#sky)"/>
  ${clouds}
</svg>`;
}

/** The sun, hills, forest, house and lake over a transparent sky. */
export function sceneSvg(scene: Scene): string {
  const horizon = HORIZON;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${ORIGINAL_WIDTH}" height="${ORIGINAL_HEIGHT}">
  <defs>
    <linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${scene.water[0]}"/><stop offset="1" stop-color="${scene.water[1]}"/></linearGradient>
  </defs>
  <circle cx="${scene.sun.x}" cy="${scene.sun.y}" r="${scene.sun.r}" fill="${scene.sun.color}"/>
  <path d="M0 ${horizon - 160} Q 500 ${horizon - 330} 1100 ${horizon - 190} T 2560 ${horizon - 220} V ${horizon} H 0 Z" fill="${scene.hills}"/>
  ${trees(scene.forest, horizon, scene.name.length * 97)}
  ${scene.house ? house(scene.snow ?? false) : ''}
  <rect y="${horizon}" width="100%" height="${ORIGINAL_HEIGHT - horizon}" fill="url(#water)"/>
  <ellipse cx="${scene.sun.x}" cy="${horizon + 140}" rx="${scene.sun.r * 0.8}" ry="18" fill="${scene.sun.color}" opacity="0.55"/>
</svg>`;
}

/** Gaussian grain, like a photo's sensor noise (and so a realistic file size); made once per run. */
let grain: Promise<Buffer> | undefined;
function grainLayer(): Promise<Buffer> {
  grain ??= sharp({
    create: {
      width: ORIGINAL_WIDTH,
      height: ORIGINAL_HEIGHT,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 16 },
    },
  })
    .raw()
    .toBuffer();
  return grain;
}

const raw = { width: ORIGINAL_WIDTH, height: ORIGINAL_HEIGHT, channels: 3 } as const;

/** One drawn sample photo as JPEG, with camera-style metadata as a real photo carries. */
export async function drawScene(scene: Scene): Promise<Buffer> {
  // Raw buffers between steps: encoding full-size PNGs in between would cost seconds.
  // Blurred small, then scaled up: sharp resizes before it blurs within one pipeline.
  const softSky = await sharp(Buffer.from(skySvg(scene)))
    .blur(5)
    .png()
    .toBuffer();
  const sky = await sharp(softSky)
    .resize(ORIGINAL_WIDTH, ORIGINAL_HEIGHT)
    .removeAlpha()
    .raw()
    .toBuffer();
  const layered = await sharp(sky, { raw })
    .composite([{ input: Buffer.from(sceneSvg(scene)) }])
    .removeAlpha()
    .raw()
    .toBuffer();
  return sharp(layered, { raw })
    .composite([{ input: await grainLayer(), raw, blend: 'soft-light' }])
    .jpeg({ quality: 92 })
    .withExif({
      IFD0: { Make: 'Stuga Sample Camera', Model: 'Drawn', Copyright: 'Stuga sample image' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '59/1 50/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '13/1 8/1 0/1',
      },
    })
    .toBuffer();
}

/** Draws the sample images into `imagesDir/{public,private}` unless that part already holds images. */
export async function drawSampleImages(imagesDir: string): Promise<number> {
  let drawn = 0;
  for (const [kind, scenes] of Object.entries(sampleScenes)) {
    const dir = path.join(imagesDir, kind);
    mkdirSync(dir, { recursive: true });
    if (holdsFiles(dir)) continue;
    for (const scene of scenes) {
      const target = path.join(dir, `${scene.name}.jpg`);
      if (existsSync(target)) continue;
      writeFileSync(target, await drawScene(scene));
      drawn += 1;
    }
  }
  return drawn;
}

/** Pictures for the sample guides, at 1280 px: lake, house and forest. */
const guideScenes: Record<string, Scene> = {
  'house.jpg': sampleScenes.public[0]!,
  'lake.jpg': sampleScenes.public[1]!,
  'forest.jpg': sampleScenes.public[2]!,
};

/**
 * Writes the sample guides' pictures into `dir` unless it already holds files: resized from the
 * sample photos in `imagesDir/public` (drawn just before), drawn anew only where those are gone.
 */
export async function drawGuideImages(dir: string, imagesDir: string): Promise<void> {
  mkdirSync(dir, { recursive: true });
  if (holdsFiles(dir)) return;
  for (const [name, scene] of Object.entries(guideScenes)) {
    const photo = path.join(imagesDir, 'public', `${scene.name}.jpg`);
    const source = existsSync(photo) ? photo : await drawScene(scene);
    const picture = await sharp(source).resize(1280).jpeg({ quality: 80 }).toBuffer();
    writeFileSync(path.join(dir, name), picture);
  }
}
