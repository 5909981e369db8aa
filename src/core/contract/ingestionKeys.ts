import { z } from 'zod';
import {
  companyCredential,
  credentialCompany,
  credentialFields,
  credentialListQuery,
  credentialParams,
} from './companyCredentials.ts';

/** An ingestion key as lists show it: never the secret, only its first characters. */
export const ingestionKey = companyCredential;
export type IngestionKey = z.infer<typeof ingestionKey>;

/** The answer to creating a key: the one time its secret is shown. */
export const ingestionKeyCreated = ingestionKey.extend({ key: z.string() });
export type IngestionKeyCreated = z.infer<typeof ingestionKeyCreated>;

export const ingestionKeyCreate = z.object({
  name: credentialFields.name,
  expires_at: credentialFields.expires_at.optional(),
  company: credentialCompany,
});
export type IngestionKeyCreate = z.infer<typeof ingestionKeyCreate>;

export const ingestionKeyParams = credentialParams;

export const ingestionKeyListQuery = credentialListQuery;
