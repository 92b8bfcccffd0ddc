import { z } from 'zod';

// Imported first by main.tsx: zod decides when its schemas are built whether it may compile
// validators with `new Function`. The strict policy forbids eval, so the browser would report
// every attempt; jitless mode never tries.
z.config({ jitless: true });
