export * from './ApiError.ts';
export * from './createHttpClient.ts';
export * from './parseContentDisposition.ts';
export * from './endSession.ts';
