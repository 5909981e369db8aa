import { createServer, type Server } from 'node:http';

export interface PartnerSite {
  /** `http://127.0.0.1:<port>`: another origin than the portal's server */
  readonly origin: string;
  /** serves `html` at `path` from now on */
  page(path: string, html: string): string;
  close(): Promise<void>;
}

/**
 * A partner's web site: a second HTTP server on loopback serving static pages, so an element on it is on
 * another origin than the portal (a page routed inside the browser would have no address, and Chromium's
 * local-network rules would then refuse its calls to a loopback server).
 */
export async function startPartnerSite(): Promise<PartnerSite> {
  const pages = new Map<string, string>();
  const server: Server = createServer((request, response) => {
    const html = pages.get((request.url ?? '').split('?')[0]);
    response.writeHead(html ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html ?? 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the partner site has no port');
  const origin = `http://127.0.0.1:${address.port}`;
  return {
    origin,
    page(path, html) {
      pages.set(path, html);
      return `${origin}${path}`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
