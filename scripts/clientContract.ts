import type { Plugin } from 'vite';

const ENDPOINTS_FILE = /[\\/]src[\\/]core[\\/]contract[\\/]\w+Endpoints\.ts$/;
const SCHEMA_IMPORT = /\bimport\((['"])\.\/[\w.-]+\.ts\1\)/g;

/**
 * Client builds keep only the method, path and scope of each endpoint: the lazy schema imports of the
 * contract's declarations (`endpointsOf(tag, () => import('./x.ts'))`) become empty modules, so no zod
 * schema chunk is emitted into the portal or the elements. Only the server loads the schemas.
 */
export function clientContract(): Plugin {
  return {
    name: 'meter-portal:client-contract',
    enforce: 'pre',
    transform(code, id) {
      if (!ENDPOINTS_FILE.test(id) || !SCHEMA_IMPORT.test(code)) return null;
      SCHEMA_IMPORT.lastIndex = 0;
      return { code: code.replace(SCHEMA_IMPORT, 'Promise.resolve({})'), map: null };
    },
  };
}
