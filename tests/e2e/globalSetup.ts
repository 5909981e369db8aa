import { ensureBuilt } from './support/ensureBuilt.ts';

/** Builds the portal page and the element library once before the end-to-end files run. */
export default async function setup(): Promise<void> {
  await ensureBuilt();
}
