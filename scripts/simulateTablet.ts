// A simulated field tablet: `node --import tsx scripts/simulateTablet.ts <base-url> <email> <password> <android-id>`.
// Signs in as the reading app does, reads every tour assigned to the tablet and uploads plausible readings.
import { pathToFileURL } from 'node:url';

interface TourSummary {
  uuid: string;
  name: string;
  state: string;
}
interface Item {
  item_number: number;
  registers: Array<{
    register_id: string;
    previous_value: number | null;
    min_value: number | null;
    max_value: number | null;
    read_value: number | null;
  }>;
}

export interface TabletRun {
  tablet: string;
  tours: Array<{ uuid: string; name: string; uploaded: number; state: string }>;
}

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** One round of the reading app: sign in with the Android ID, download assigned tours, read, upload. */
export async function runSimulatedTablet(options: {
  baseUrl: string;
  email: string;
  password: string;
  androidId: string;
}): Promise<TabletRun> {
  const base = options.baseUrl.replace(/\/$/, '');
  const { access } = await json<{ access: string }>(
    await fetch(`${base}/auth/token/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: options.email, password: options.password, android_id: options.androidId }),
    }),
  );
  const get = async <T>(path: string) =>
    json<T>(await fetch(`${base}/api/${path}`, { headers: { Authorization: `Bearer ${access}` } }));
  const tablets = await get<Array<{ uuid: string; android_id: string }>>(
    `tablets/?no_page=true&search=${encodeURIComponent(options.androidId)}`,
  );
  const tablet = tablets.find((t) => t.android_id === options.androidId);
  if (!tablet) throw new Error(`no tablet with the Android ID ${options.androidId}`);
  const tours = await get<TourSummary[]>(`tablets/${tablet.uuid}/tours/?no_page=true`);
  const run: TabletRun = { tablet: tablet.uuid, tours: [] };
  for (const tour of tours.filter((t) => t.state === 'assigned' || t.state === 'in_progress')) {
    const items = await get<Item[]>(`tours/${tour.uuid}/items/?no_page=true`);
    const readings = items.flatMap((item) =>
      item.registers
        .filter((r) => r.read_value === null)
        .map((r) => ({
          item_number: item.item_number,
          register_id: r.register_id,
          read_value:
            r.min_value !== null && r.max_value !== null
              ? (r.min_value + r.max_value) / 2
              : (r.previous_value ?? 0) + 10,
          read_at: new Date().toISOString(),
        })),
    );
    const uploaded = await json<TourSummary>(
      await fetch(`${base}/api/tours/${tour.uuid}/upload/`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${access}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ readings }),
      }),
    );
    run.tours.push({ uuid: tour.uuid, name: tour.name, uploaded: readings.length, state: uploaded.state });
  }
  return run;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [baseUrl, email, password, androidId] = process.argv.slice(2);
  if (!androidId) {
    console.error('usage: simulateTablet.ts <base-url> <email> <password> <android-id>');
    process.exitCode = 2;
  } else {
    runSimulatedTablet({ baseUrl, email, password, androidId }).then(
      (run) => console.log(JSON.stringify(run, null, 2)),
      (error: unknown) => {
        console.error(error instanceof Error ? error.message : error);
        process.exitCode = 1;
      },
    );
  }
}
