export * from './ListParams.ts';
export * from './pollTask.ts';
