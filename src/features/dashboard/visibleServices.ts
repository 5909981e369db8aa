import type { FeatureFlag } from '../../core/domain/index.ts';

export type KnownService = 'core' | 'sonico' | 'mex';

const FLAG_OF: Record<KnownService, FeatureFlag | null> = { core: null, sonico: 'SONICO', mex: 'MEX' };

/** Known services in a fixed order, leaving out those whose feature flag is off. */
export function visibleServices(services: readonly string[], flags: readonly FeatureFlag[]): KnownService[] {
  return (Object.keys(FLAG_OF) as KnownService[]).filter((service) => {
    const flag = FLAG_OF[service];
    return services.includes(service) && (flag === null || flags.includes(flag));
  });
}
