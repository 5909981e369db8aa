import { asc, eq, inArray, sql } from 'drizzle-orm';
import { createRandom, type Random } from '../simulate/createRandom.ts';
import type { Db } from '../db/createDatabase.ts';
import { DEMO_STREETS, type DemoStreet } from '../modules/measuring-points/demoStreets.ts';
import { installations } from '../db/deviceSchema.ts';
import { measuringPoints } from '../db/measuringPointSchema.ts';
import { companies } from '../db/schema.ts';

const DEMO_SEED = 20_250_517;
/** Meters per company left without a point, so the create form has meters to offer. */
export const FREE_DEMO_METERS = 3;

/** A house on the street: its place along the street, on the odd or even side, a few metres off the axis. */
function address(random: Random, street: DemoStreet) {
  const number = random.int(1, street.lastNumber);
  const along = number / street.lastNumber;
  const [lat0, lng0] = street.from;
  const [lat1, lng1] = street.to;
  const side = number % 2 === 0 ? 1 : -1;
  // Perpendicular to the street, about 12 m to either side.
  const length = Math.hypot(lat1 - lat0, lng1 - lng0) || 1;
  const offset = 0.00011 * side;
  return {
    name: `${street.name} ${number}, ${street.postcode} ${street.town}`,
    lat: Number((lat0 + (lat1 - lat0) * along + ((lng1 - lng0) / length) * offset).toFixed(6)),
    lng: Number((lng0 + (lng1 - lng0) * along - ((lat1 - lat0) / length) * offset * 1.5).toFixed(6)),
  };
}

/**
 * A measuring point for each demo meter at a plausible address of its company's town (Vienna, Linz,
 * Graz), except the last few meters of each company. Returns how many points were made.
 */
export async function seedMeasuringPoints(db: Db, seed = DEMO_SEED): Promise<number> {
  const random = createRandom(seed);
  const named = await db
    .select({ id: companies.id, name: companies.name, account: companies.customerAccount })
    .from(companies)
    .where(inArray(companies.name, Object.keys(DEMO_STREETS)));
  let made = 0;
  for (const company of named) {
    const meters = await db
      .select({ id: installations.id })
      .from(installations)
      .where(eq(installations.companyId, company.id))
      .orderBy(asc(installations.id));
    const assigned = meters.slice(0, Math.max(0, meters.length - FREE_DEMO_METERS));
    if (assigned.length === 0) continue;
    const taken = new Set<string>();
    const points = assigned.map((_, n) => {
      let place = address(random, random.pick(DEMO_STREETS[company.name]));
      while (taken.has(place.name)) place = address(random, random.pick(DEMO_STREETS[company.name]));
      taken.add(place.name);
      return {
        companyId: company.id,
        name: place.name,
        latitude: place.lat,
        longitude: place.lng,
        measuringPointId: `MP-${company.account}-${String(n + 1).padStart(5, '0')}`,
        customerMeasuringPointId: random.chance(0.7) ? `${company.account.slice(2)}/${random.int(10_000, 99_999)}` : '',
      };
    });
    const rows = await db.insert(measuringPoints).values(points).returning({ id: measuringPoints.id });
    const pairs = sql.join(
      rows.map((row, n) => sql`(${assigned[n].id}::int, ${row.id}::int)`),
      sql`, `,
    );
    await db.execute(
      sql`UPDATE installations SET measuring_point_id = v.point FROM (VALUES ${pairs}) AS v(meter, point) WHERE installations.id = v.meter`,
    );
    made += rows.length;
  }
  return made;
}

/**
 * Bench fixture: `count` measuring points of one company without meters, spread over Europe in dense towns
 * and thin countryside, written by PostgreSQL itself in batches (a million in well under a minute).
 */
export async function seedBenchMeasuringPoints(db: Db, companyId: number, count: number): Promise<void> {
  const batch = 100_000;
  // Numbering continues after earlier bench points, so the fixture can grow a fleet step by step.
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(measuringPoints)
    .where(sql`${measuringPoints.companyId} = ${companyId} AND ${measuringPoints.measuringPointId} LIKE 'BENCH-%'`);
  for (let start = n; start < n + count; start += batch) {
    const end = Math.min(n + count, start + batch);
    await db.execute(sql`
      INSERT INTO measuring_points (name, company_id, measuring_point_id, latitude, longitude)
      SELECT 'Bench point ' || g, ${companyId}::int, 'BENCH-' || lpad(g::text, 7, '0'),
        round((CASE WHEN g % 10 < 7 THEN 44 + (g % 37) * 0.4 + (random() - 0.5) * 0.3 ELSE 36 + random() * 24 END)::numeric, 6)::float8,
        round((CASE WHEN g % 10 < 7 THEN -4 + (g % 53) * 0.55 + (random() - 0.5) * 0.4 ELSE -9 + random() * 37 END)::numeric, 6)::float8
      FROM generate_series(${start + 1}::int, ${end}::int) AS g`);
  }
}
