export * from './ListParams.ts';
export * from './authApi.ts';
export * from './companiesApi.ts';
export * from './usersApi.ts';
export * from './tasksApi.ts';
export * from './pollTask.ts';
