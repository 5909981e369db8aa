// `node --import tsx tests/bench/chartProfile.ts [runs]`: where the chart bench's time goes, as the top
// self-time frames of a Chromium CPU profile of the portal's chart beside stock lightweight-charts + fitContent,
// each profiled on its own page in the same browser from the same unminified bundle.
import { launchBrowser } from '../e2e/support/browser.ts';
import { bundleBenchPage } from './bundleBenchPage.ts';
import { benchModules } from './chartBench.ts';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const runs = Number(process.argv[2] ?? 5);
const TOP = 20;

/** Self time per frame (function name and line), in ms per run, heaviest first. */
function topFrames(profile: Profile): Array<{ frame: string; ms: number }> {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const { functionName, lineNumber } = byId.get(id)!.callFrame;
    const frame = `${functionName || '(anonymous)'}${lineNumber >= 0 ? `:${lineNumber + 1}` : ''}`;
    self.set(frame, (self.get(frame) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  return [...self]
    .map(([frame, total]) => ({ frame, ms: total / runs }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, TOP);
}

const script = await bundleBenchPage('chart-bench-entry', benchModules(), { minify: false });
const browser = await launchBrowser();
try {
  for (const name of ['oursChart', 'stockFit'] as const) {
    const page = await browser.newPage({ viewport: { width: 1100, height: 800 } });
    await page.setContent('<!doctype html><html><head></head><body></body></html>');
    await page.addScriptTag({ content: script });
    const run = () =>
      page.evaluate((fn) => (window as unknown as { bench: Record<string, () => Promise<unknown>> }).bench[fn](), name);
    await run();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    for (let i = 0; i < runs; i++) await run();
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
    console.log(`\n${name}: top self-time frames, ms per run (${runs} runs)`);
    for (const { frame, ms } of topFrames(profile)) console.log(`${ms.toFixed(1).padStart(8)}  ${frame}`);
    await page.close();
  }
} finally {
  await browser.close();
}
