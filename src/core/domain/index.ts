export * from './permissions.ts';
export * from './roles.ts';
export * from './can.ts';
export * from './password.ts';
export * from './constants.ts';
