import type { EmbedElement } from '../../core/domain/embed.ts';

/** The tag and script of each element, as the portal's server publishes them under /elements/. */
const TAGS: Record<EmbedElement, { tag: string; script: string; extra: string }> = {
  map: { tag: 'meter-map', script: 'meter-map.js', extra: ' style="display:block;height:480px"' },
  // the chart shows one meter: the partner names it
  chart: { tag: 'report-chart', script: 'report-chart.js', extra: ' serial="SERIAL" preset="last_7_days"' },
  'tour-table': { tag: 'tour-table', script: 'tour-table.js', extra: '' },
};

export interface EmbedBases {
  /** absolute, e.g. https://portal.example/api/ */
  apiBase: string;
  authBase: string;
}

/** The portal's bases as absolute addresses: a partner's page lives on another origin. */
export function absoluteBases(apiBase: string, authBase: string, pageUrl: string): EmbedBases {
  return { apiBase: new URL(apiBase, pageUrl).href, authBase: new URL(authBase, pageUrl).href };
}

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** What a partner pastes into its page to show `element` with `key`. */
export function embedSnippet(element: EmbedElement, key: string, { apiBase, authBase }: EmbedBases): string {
  const { tag, script, extra } = TAGS[element];
  const src = new URL(`/elements/${script}`, apiBase).href;
  return [
    `<script type="module" src="${attribute(src)}"></script>`,
    `<${tag} embed-key="${attribute(key)}" api-base="${attribute(apiBase)}" auth-base="${attribute(authBase)}"${extra}></${tag}>`,
  ].join('\n');
}
