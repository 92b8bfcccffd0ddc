import { z } from 'zod';

// Every schema here is built after this runs. In a browser, zod must never try `new Function`:
// the strict Content-Security-Policy forbids eval and the browser would report each attempt.
// The server keeps zod's compiled validators.
if ('document' in globalThis) z.config({ jitless: true });

export { z };
