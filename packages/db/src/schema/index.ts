export * from './config.ts';
export * from './sportsbook.ts';
export * from './casino.ts';
export * from './content.ts';
export * from './identity.ts';
export * from './audit.ts';
export * from './messaging.ts';
export * from './wallet.ts';
