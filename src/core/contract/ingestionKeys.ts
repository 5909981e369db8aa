import { z } from 'zod';
import * as credential from './companyCredentials.ts';

/** An ingestion key as lists show it: never the secret, only its first characters. */
export const ingestionKey = credential.companyCredential;
export type IngestionKey = z.infer<typeof ingestionKey>;

/** The answer to creating a key: the one time its secret is shown. */
export const ingestionKeyCreated = ingestionKey.extend({ key: z.string() });
export type IngestionKeyCreated = z.infer<typeof ingestionKeyCreated>;

export const ingestionKeyCreate = z.object({
  name: credential.credentialFields.name,
  expires_at: credential.credentialFields.expires_at.optional(),
  company: credential.credentialCompany,
});
export type IngestionKeyCreate = z.infer<typeof ingestionKeyCreate>;

export const ingestionKeyParams = credential.credentialParams;

export const ingestionKeyListQuery = credential.credentialListQuery;
