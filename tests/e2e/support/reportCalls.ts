import type { Page, Request } from 'playwright-core';

/** The report calls (`installations/{uuid}/reports/`) the page makes from now on, in order. */
export function recordReportCalls(page: Page): URL[] {
  const calls: URL[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (/\/installations\/[^/]+\/reports\/?$/.test(url.pathname)) calls.push(url);
  });
  return calls;
}
