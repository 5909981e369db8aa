import type { IngestionKeyCreate } from '../../core/contract/ingestionKeys.ts';
import { expiryOf } from '../../core/domain/keyExpiry.ts';

/** What the create form holds. */
export interface IngestionKeyFormValues {
  name: string;
  /** `YYYY-MM-DD` in the browser's time zone, '' for a key that does not expire */
  expiresOn: string;
  /** null: the caller's active company (the server's default) */
  company: number | null;
}

export const INGESTION_KEY_FIELDS = ['name', 'expires_at', 'company'] as const;
export type IngestionKeyField = (typeof INGESTION_KEY_FIELDS)[number];

/** What the server would refuse, found before asking it: the code of each field's problem. */
export function validateIngestionKeyForm(
  values: IngestionKeyFormValues,
  now = new Date(),
): Partial<Record<IngestionKeyField, 'required' | 'expiryPast'>> {
  const expiry = expiryOf(values.expiresOn);
  return {
    ...(values.name.trim() === '' && { name: 'required' }),
    ...(expiry && new Date(expiry) <= now && { expires_at: 'expiryPast' }),
  };
}

export function createBody(values: IngestionKeyFormValues): IngestionKeyCreate {
  return {
    name: values.name.trim(),
    expires_at: expiryOf(values.expiresOn),
    ...(values.company !== null && { company: values.company }),
  };
}
