import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

// What the sample pictures show, and whether they are in place: what the server itself needs of
// them. Drawing them (`images.ts`, with sharp) happens in a process of its own (decision 0045).

export interface Scene {
  name: string;
  /** What it shows, in words (its description, read aloud in its place). */
  description: string;
  sky: [string, string];
  sun: { x: number; y: number; r: number; color: string };
  hills: string;
  forest: string;
  water: [string, string];
  house: boolean;
  snow?: boolean;
}

/** Public scenes for everyone, private ones for members. */
export const sampleScenes: Record<'public' | 'private', Scene[]> = {
  public: [
    {
      name: 'lake-morning',
      description: 'The lake on a still morning',
      sky: ['#9fc9ef', '#f6dcb8'],
      sun: { x: 1900, y: 420, r: 90, color: '#fff3c4' },
      hills: '#6f8fa8',
      forest: '#244a2f',
      water: ['#7fa9cc', '#2e5573'],
      house: true,
    },
    {
      name: 'midsummer-evening',
      description: 'A midsummer evening by the house',
      sky: ['#f3a76b', '#fbe0a1'],
      sun: { x: 700, y: 560, r: 120, color: '#ffd27a' },
      hills: '#8a6a7a',
      forest: '#2b3b2a',
      water: ['#e7a36f', '#4a4660'],
      house: true,
    },
    {
      name: 'autumn-forest',
      description: 'The forest behind the house in autumn',
      sky: ['#b9c7d6', '#e9e1cf'],
      sun: { x: 2200, y: 300, r: 70, color: '#fff8e0' },
      hills: '#a0603a',
      forest: '#7a3d1c',
      water: ['#8897a3', '#3d4a52'],
      house: false,
    },
    {
      name: 'winter-shore',
      description: 'The shore in winter',
      sky: ['#c8d7e6', '#eef3f8'],
      sun: { x: 400, y: 520, r: 80, color: '#fffdf5' },
      hills: '#9fb2c2',
      forest: '#34473f',
      water: ['#e6eef5', '#b8c8d6'],
      house: true,
      snow: true,
    },
  ],
  private: [
    {
      name: 'jetty-sunset',
      description: 'The jetty at sunset',
      sky: ['#5a3d78', '#f08a5d'],
      sun: { x: 1280, y: 700, r: 140, color: '#ffb36b' },
      hills: '#3d2b4a',
      forest: '#1d1a26',
      water: ['#c7714f', '#2a2036'],
      house: false,
    },
    {
      name: 'sauna-night',
      description: 'The sauna lit up at night',
      sky: ['#0b1733', '#1f3b63'],
      sun: { x: 2000, y: 260, r: 60, color: '#f2f2e6' },
      hills: '#16243b',
      forest: '#0b1420',
      water: ['#1b2c4a', '#070d1a'],
      house: true,
    },
  ],
};

/** Whether a folder holds any file but dot files (one that is missing holds none). */
export function holdsFiles(dir: string): boolean {
  return existsSync(dir) && readdirSync(dir).some((file) => !file.startsWith('.'));
}

/** Whether `drawSampleImages` and `drawGuideImages` would find nothing to draw. */
export function samplePicturesInPlace(imagesDir: string, guideDir: string): boolean {
  return (
    Object.keys(sampleScenes).every((kind) => holdsFiles(path.join(imagesDir, kind))) &&
    holdsFiles(guideDir)
  );
}
