import { describe, expect, it } from 'vitest';
import { runStatement } from '../../../server/db/runStatement.ts';
import { serverSuite } from '../support/serverSuite.ts';

// A statement given as text with `$n` parameters: named on PostgreSQL (parsed once per connection), as it is on
// PGlite, and through drizzle inside a transaction; a parameter used twice is one value.
const suite = serverSuite();
const TEXT = 'SELECT $1::int + $2::int AS sum, $1::int AS first, $3::text AS label';

describe('runStatement', () => {
  it('answers the same rows on every run, on the database and inside a transaction', async () => {
    const { db } = suite.server.built.ctx;
    for (const [a, b] of [
      [2, 3],
      [40, 2],
    ])
      expect(await runStatement(db, TEXT, [a, b, `x${a}`])).toEqual([{ sum: a + b, first: a, label: `x${a}` }]);
    const inside = await db.transaction((tx) => runStatement(tx, TEXT, [1, 1, "it's $1"]));
    expect(inside).toEqual([{ sum: 2, first: 1, label: "it's $1" }]);
  });
});
