import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } };
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
  packages: Record<string, { version?: string; engines?: { node?: string } | string[] }>;
};

/** the lowest Node version of each line `engines` allows: 20.19.0, 22.13.0, 24.0.0 */
const lowest = new semver.Range(manifest.engines.node).set.map((comparators) =>
  String(semver.minVersion(new semver.Range(comparators.map((c) => c.value).join(' ')))),
);

describe('the declared Node engines', () => {
  it('include the Node the tests run on', () => {
    expect(semver.satisfies(process.versions.node, manifest.engines.node)).toBe(true);
  });

  it('agree with every package of the lock file, so npm install does not warn EBADENGINE', () => {
    const refused = Object.entries(lock.packages).flatMap(([path, entry]) => {
      const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
      if (!path || !range) return [];
      return lowest
        .filter((version) => !semver.satisfies(version, range))
        .map((version) => `${path}@${entry.version} wants node ${range}, not ${version}`);
    });
    expect(refused).toEqual([]);
  });
});
