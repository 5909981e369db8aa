import { TEST_BUILD_ENV } from './ensureBuilt.ts';
import { startTestServer, type TestServer, type TestServerOptions } from '../../support/startTestServer.ts';

export type { TestServer };

/**
 * The real reference server with the demo data, serving the built page, the element library and the demo.
 * Its Content-Security-Policy names the tiles of the test build (see ensureBuilt.ts): no tile host elsewhere.
 */
export function startPortalServer(options: TestServerOptions = {}): Promise<TestServer> {
  return startTestServer({ ...options, config: { mapTileUrl: TEST_BUILD_ENV.VITE_MAP_TILE_URL, ...options.config } });
}
