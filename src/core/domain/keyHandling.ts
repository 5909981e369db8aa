/** File formats of `keys/export.{format}`, in the order the export menu offers them. */
export const KEY_EXPORT_FORMATS = ['json', 'csv', 'xml'] as const;
export type KeyExportFormat = (typeof KEY_EXPORT_FORMATS)[number];

/** The word a user types to confirm a key transfer (spec section 5). */
export const TRANSFER_CONFIRMATION_WORD = 'TRANSFER';

/** The most keys one transfer may move: a delivery rarely holds more, and the transaction stays short. */
export const MAX_TRANSFER_KEYS = 10_000;

/** Communication module types and the key material each carries. */
export const KEY_MODULE_TYPES = ['rcm-gsm', 'rcm-nb', 'rcm-lrw'] as const;
export const LORAWAN_MODULE_TYPE = 'rcm-lrw';

/** How the deleted-key filter reads: hidden by default, only deleted, or both. */
export const KEY_DELETED_FILTERS = ['false', 'true', 'all'] as const;
