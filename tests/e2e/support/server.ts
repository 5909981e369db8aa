import { startTestServer, type TestServer, type TestServerOptions } from '../../support/startTestServer.ts';

export type { TestServer };

/** The real reference server with the demo data, serving the built page, the element library and the demo. */
export function startPortalServer(options: TestServerOptions = {}): Promise<TestServer> {
  return startTestServer(options);
}
