import { writeSupportPages } from '../../scripts/supportPages.ts';

/** The support pages are build output (scripts/supportPages.ts): written before the suites that serve them. */
export default function setup(): void {
  writeSupportPages();
}
