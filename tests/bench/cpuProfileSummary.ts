// The busy time of a V8 CPU profile (`node --cpu-prof`, e.g. the API bench's server with API_BENCH_CPU_PROF)
// by the frames that spent it: `node --import tsx tests/bench/cpuProfileSummary.ts <file.cpuprofile> [seconds]`
// prints the top frames by self time over the profile's last `seconds` (the load window; default all).
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

const frameName = ({ callFrame }: ProfileNode) =>
  `${callFrame.functionName || '(anonymous)'} ${callFrame.url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*?\/(server|src|tests)\//, '$1/')}:${callFrame.lineNumber + 1}`;

/** Self time per frame, as shares of the busy samples (idle left out), over the last `seconds`. */
export function summarise(profile: CpuProfile, seconds = Infinity, top = 25): string[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const from = profile.endTime - seconds * 1e6;
  const self = new Map<string, number>();
  let busy = 0;
  let idle = 0;
  let time = profile.startTime;
  profile.samples.forEach((id, index) => {
    time += profile.timeDeltas[index];
    const node = byId.get(id);
    if (!node || time < from) return;
    if (node.callFrame.functionName === '(idle)') {
      idle++;
      return;
    }
    busy++;
    const name = frameName(node);
    self.set(name, (self.get(name) ?? 0) + 1);
  });
  const share = (n: number) => `${((100 * n) / Math.max(busy, 1)).toFixed(1).padStart(5)} %`;
  return [
    `${busy} busy samples, ${((100 * busy) / Math.max(busy + idle, 1)).toFixed(0)} % of the window`,
    ...[...self]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, n]) => `${share(n)}  ${name}`),
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [file, seconds] = process.argv.slice(2);
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  console.log(summarise(profile, seconds ? Number(seconds) : Infinity).join('\n'));
}
