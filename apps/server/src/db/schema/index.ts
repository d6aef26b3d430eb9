export * from './users.ts';
export * from './sessions.ts';
export * from './categories.ts';
export * from './jobs.ts';
export * from './catalog.ts';
export * from './proposals.ts';
export * from './chat.ts';
export * from './notifications.ts';
