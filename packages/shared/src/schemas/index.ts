// The request and response schemas alone (they need zod), for code that loads them on demand.
export * from './admin.js';
export * from './auth.js';
export * from './community.js';
export * from './content.js';
export * from './errors.js';
export * from './fields.js';
export * from './profile.js';
export * from './stays.js';
export * from './improvements.js';
export * from './history.js';
export * from './fair-share.js';
export * from './members.js';
export * from '../i18n/said.js';
export * from './rounds.js';
export * from './waitlist.js';
export * from './swaps.js';
export * from './house.js';
