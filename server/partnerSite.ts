import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { DEMO_EMBED_KEY } from './seed/seedEmbedKeys.ts';

const demo = path.resolve(import.meta.dirname, '../demo');
const FILES: Record<string, { file: string; type: string }> = {
  '/': { file: 'partner/index.html', type: 'text/html; charset=utf-8' },
  '/partner.js': { file: 'partner/partner.js', type: 'text/javascript; charset=utf-8' },
  '/partner.css': { file: 'partner.css', type: 'text/css; charset=utf-8' },
};

/**
 * The demo partner site: a page on another origin (the next port) that shows the seeded company's map and
 * chart through the demo embed key, loading the elements from the portal's server as a partner would.
 */
export async function startPartnerSite(options: {
  port: number;
  host: string;
  portalUrl: string;
  /** default the seeded demo key */
  embedKey?: string;
}): Promise<Server> {
  const server = createServer((request, response) => {
    const entry = FILES[(request.url ?? '/').split('?')[0]];
    if (!entry) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found');
      return;
    }
    const text = readFileSync(path.join(demo, entry.file), 'utf8')
      .replaceAll('{{PORTAL}}', options.portalUrl)
      .replaceAll('{{KEY}}', options.embedKey ?? DEMO_EMBED_KEY);
    response.writeHead(200, { 'content-type': entry.type }).end(text);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, resolve);
  });
  return server;
}
