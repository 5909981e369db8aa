export * from './pagination.ts';
export * from './errors.ts';
export * from './auth.ts';
export * from './companies.ts';
export * from './users.ts';
