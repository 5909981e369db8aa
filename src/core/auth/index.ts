export * from './TokenStore.ts';
export * from './createMemoryTokenStore.ts';
export * from './createBrowserTokenStore.ts';
export * from './createFileTokenStore.ts';
export * from './createSession.ts';
