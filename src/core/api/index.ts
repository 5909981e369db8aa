export * from './ListParams.ts';
export * from './deviceProfilesApi.ts';
export * from './devicesApi.ts';
export * from './measuringPointsApi.ts';
export * from './meterGroupsApi.ts';
export * from './readoutsApi.ts';
export * from './reportsApi.ts';
export * from './pollTask.ts';
