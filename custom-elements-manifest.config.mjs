import { r2wcElements } from './scripts/cemR2wcPlugin.mjs';

/**
 * `npm run build:manifest` (also run by the library build): custom-elements.json beside the element library,
 * from the JSDoc above each element's r2wc call; its modules are the files a page loads from there.
 */
export default {
  globs: ['elements/*Element.ts'],
  outdir: 'dist/elements',
  packagejson: false,
  plugins: [
    r2wcElements({
      tokens: 'src/components/root/root.css',
      modules: {
        'elements/meterMapElement.ts': 'meter-map.js',
        'elements/reportChartElement.ts': 'report-chart.js',
        'elements/tourTableElement.ts': 'tour-table.js',
        'elements/meterPortalElement.ts': 'meter-elements.js',
      },
    }),
  ],
};
