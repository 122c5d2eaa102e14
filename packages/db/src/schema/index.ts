export * from './config.ts';
export * from './sportsbook.ts';
export * from './casino.ts';
export * from './content.ts';
