import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import type { TestServerOptions } from '../../support/startTestServer.ts';
import { launchBrowser, newContext } from './browser.ts';
import { startPortalServer, type TestServer } from './server.ts';

export interface PortalSuite {
  /** the reference server of this file; read it inside tests */
  readonly server: TestServer;
  /** a fresh browser context in this file's Chromium (see `newContext` for the options) */
  newContext(options?: Parameters<typeof newContext>[1]): Promise<BrowserContext>;
}

/**
 * One reference server and one Chromium per test file: started before its first test, closed after its last
 * (the browser first, so no page is left talking to a stopped server).
 */
export function portalSuite(options: TestServerOptions = {}): PortalSuite {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startPortalServer(options);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The e2e suite has not started: use it inside a test');
    return value;
  };
  return {
    get server() {
      return started(server);
    },
    newContext: (contextOptions) => newContext(started(browser), contextOptions),
  };
}
