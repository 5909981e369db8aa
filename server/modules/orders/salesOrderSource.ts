import { HttpError, msg } from '../../http/HttpError.ts';

/** Where sales-order documents come from: the workflow (ERP) service, by account and sales order. */
export interface SalesOrderSource {
  fetch(account: string, salesOrder: string, renderLocally: () => Promise<Buffer>): Promise<Buffer>;
}

const failed = () => new HttpError(502, { detail: msg('orderDownloadFailed') });

/**
 * With WORKFLOW_URL, the document is asked of that service
 * (`GET {WORKFLOW_URL}/salesorders/?account=…&salesorder=…`, answering a PDF); without it, this server
 * renders the document itself so the feature works end to end. Any failure is 'Failed to download order'.
 */
export function salesOrderSource(workflowUrl: string | undefined, timeoutMs = 20_000): SalesOrderSource {
  return {
    async fetch(account, salesOrder, renderLocally) {
      if (!workflowUrl) return renderLocally();
      const url = new URL(`${workflowUrl.replace(/\/+$/, '')}/salesorders/`);
      url.searchParams.set('account', account);
      url.searchParams.set('salesorder', salesOrder);
      try {
        const response = await fetch(url, {
          signal: AbortSignal.timeout(timeoutMs),
          headers: { Accept: 'application/pdf' },
        });
        if (!response.ok) throw failed();
        const body = Buffer.from(await response.arrayBuffer());
        if (!body.subarray(0, 5).equals(Buffer.from('%PDF-'))) throw failed();
        return body;
      } catch (error) {
        if (error instanceof HttpError) throw error;
        throw failed();
      }
    },
  };
}
