export * from './constants.js';
export * from './routes.js';
export * from './rules/access.js';
export * from './rules/images.js';
export * from './rules/money.js';
export * from './schemas/auth.js';
export * from './schemas/content.js';
export * from './schemas/errors.js';
