export { buildApp } from './app.ts';
export type { AppOptions } from './app.ts';
export { readEnv } from './env.ts';
export type { ServerEnv } from './env.ts';
