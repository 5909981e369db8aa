import type { Plugin } from 'vite';

/** What React's entry points become in a build that runs on preact/compat. */
const TARGETS: Record<string, string> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
};

/**
 * Resolves React to preact/compat in the named build environments only: the standalone elements, whose
 * size budget React's runtime alone would use up a third of, keep React's API but not its weight.
 */
export function preactCompat(environments: readonly string[]): Plugin {
  return {
    name: 'meter-portal:preact-compat',
    enforce: 'pre',
    applyToEnvironment: (environment) => environments.includes(environment.name),
    async resolveId(source, importer, options) {
      const target = TARGETS[source];
      if (!target) return null;
      return this.resolve(target, importer, { ...options, skipSelf: true });
    },
  };
}
