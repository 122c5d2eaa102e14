export * from './errors.ts';
export * from './config.ts';
export * from './showcase.ts';
export type * from './load-context.ts';
export * from './identity.ts';
export * from './messaging.ts';
export * from './account-security.ts';
export * from './redirects.ts';
export * from './blocks.ts';
