export * from './catalogue.ts';
export * from './profiles.ts';
export * from './changes.ts';
export * from './guard.ts';
export * from './questionnaire.ts';
export * from './reasons.ts';
export * from './texts.ts';
