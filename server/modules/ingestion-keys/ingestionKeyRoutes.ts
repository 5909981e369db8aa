import { ingestionKeyEndpoints as endpoints } from '../../../src/core/contract/ingestionKeyEndpoints.ts';
import type { AppContext } from '../../AppContext.ts';
import { newKeySecret } from '../../auth/keySecret.ts';
import { credentialBody, credentialRepository } from '../../domain/credentialRepository.ts';
import { ingestionKeys } from '../../db/ingestionKeySchema.ts';
import { mounter } from '../../http/mounter.ts';
import { pageBody, pageWindow } from '../../http/paginate.ts';
import { companyChoices, ownerChoices } from '../companies/companyChoices.ts';
import { companyOfNewKey } from '../companies/companyOfNewKey.ts';

/**
 * Ingestion keys of the caller's companies: the write-only credentials gateways and receivers post telegrams
 * with (`server/auth/ingestionCaller.ts` authenticates them). Managed like embed keys, by those who may change
 * the company; the secret is shown in the create answer only and kept as its SHA-256.
 */
export const ingestionKeyRoutes = mounter(async (mount, { db }: AppContext) => {
  companyChoices.register('ingestion-key', ownerChoices('change_company'));

  await mount(endpoints.list, async ({ query, scope, request }) => {
    const window = pageWindow(query);
    const { rows, total } = await credentialRepository(db, scope, ingestionKeys).page(query, window);
    return pageBody(request, window, total, rows.map(credentialBody));
  });

  await mount(endpoints.create, async ({ body, caller, scope }) => {
    const companyId = await companyOfNewKey(db, scope, caller, body.company);
    const secret = newKeySecret('mpi');
    const row = await credentialRepository(db, scope, ingestionKeys).create({
      companyId,
      name: body.name,
      prefix: secret.prefix,
      secretHash: secret.hash,
      expiresAt: body.expires_at ? new Date(body.expires_at) : null,
      createdBy: caller.user.id,
    });
    return { ...credentialBody(row), key: secret.key };
  });

  await mount(endpoints.revoke, async ({ params, scope }) => {
    const keys = credentialRepository(db, scope, ingestionKeys);
    return credentialBody(await keys.revoke(await keys.find(params.id)));
  });
});
