import { audit } from './bench/lighthouse.mjs';
import { CHROMIUM_FLAGS } from './lib/chromium.mjs';
const lang = process.env.LH_LANG;
if (lang) CHROMIUM_FLAGS.push(`--lang=${lang}`, `--accept-lang=${lang}`);
const rows = await audit('http://localhost:3300', ['/', '/guestbook', '/login'], { runs: 3 });
for (const r of rows) console.log(lang ?? 'default', r.path, r.score, JSON.stringify(r.scores), Math.round(r.fcp), Math.round(r.lcp ?? 0), JSON.stringify(Object.fromEntries(Object.entries(r).filter(([k]) => /kb|script|bytes/i.test(k)))));
