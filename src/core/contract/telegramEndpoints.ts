import { endpointsOf } from './endpoint.ts';

const endpoint = endpointsOf('telegrams', () => import('./telegrams.ts'));

/** Wireless M-Bus / OMS telegrams: decoded on request, or ingested as readings of the modules' meters. */
export const telegramEndpoints = {
  /**
   * Decodes one telegram with the given key or, without one, the stored key of its module when the caller
   * may see key material (that use is written to the key access log). Nothing is stored.
   */
  decode: endpoint({
    scope: 'company',
    permission: 'view_communicationdevice',
    method: 'POST',
    path: 'telegrams/decode',
    body: 'telegramDecodeRequest',
    response: 'telegramDecoded',
    summary: 'Decode a wireless M-Bus telegram',
  }),
  /** stores the readings of received telegrams: adding readings is device management, as generating them is */
  ingest: endpoint({
    scope: 'company',
    permission: 'add_communicationdevice',
    method: 'POST',
    path: 'telegrams',
    // gateways and receivers post with their company's ingestion key
    ingestion: true,
    body: 'telegramIngest',
    textBody: 'One telegram a line: `hex` or `hex;timestamp` (ISO 8601, UTC when it has no offset); `#` comments.',
    response: 'telegramIngestResult',
    summary:
      'Store the readings of received wireless M-Bus telegrams (JSON, or text/plain: one hex[;timestamp] a line)',
  }),
};
