import type { FeatureDefinition, FeatureRoute } from '../../features/common/index.ts';

/** A route path's segment matches a path's: `$name` takes any one segment, the others match as written. */
const segmentsMatch = (pattern: readonly string[], path: readonly string[]) =>
  pattern.length === path.length &&
  pattern.every((segment, index) => segment.startsWith('$') || segment === path[index]);

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/**
 * The feature route a path opens, if a visitor who is (or is not) signed in may stay on it: a guest route for a
 * visitor without a session, a signed-in one with it, an exempt one for both. Anything else is the guard's
 * business (a redirect), and nothing is known in advance.
 */
export function firstScreenRoute(
  features: readonly FeatureDefinition[],
  pathname: string,
  signedIn: boolean,
): FeatureRoute | undefined {
  const path = segmentsOf(pathname);
  const route = features
    .flatMap((feature) => feature.routes)
    .find((candidate) => segmentsMatch(segmentsOf(candidate.path), path));
  if (!route || route.access === 'exempt') return route;
  return (route.access === 'auth') === signedIn ? route : undefined;
}
