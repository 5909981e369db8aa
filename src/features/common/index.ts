export * from './PortalServices.ts';
export * from './usePortalServices.ts';
export * from './useCurrentUser.ts';
export * from './useCan.ts';
export * from './Can.tsx';
export * from './FeatureDefinition.ts';
export * from './useLocale.ts';
export * from './PageHeader.tsx';
