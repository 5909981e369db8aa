import type { TestProject } from 'vitest/node';
import { launchBrowserServer } from './support/browser.ts';
import { ensureBuilt } from './support/ensureBuilt.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** the Chromium every end-to-end file connects to (tests/e2e/support/suite.ts) */
    browserEndpoint: string;
  }
}

/**
 * Builds the portal page and the element library once before the end-to-end files run, and starts the one
 * Chromium they share (each file still gets contexts of its own, closed with the file); stops it at the end.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  await ensureBuilt();
  const browser = await launchBrowserServer();
  project.provide('browserEndpoint', browser.wsEndpoint());
  return () => browser.close();
}
