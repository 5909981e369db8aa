import { eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TelegramSender } from '../../../src/core/telegrams/index.ts';
import type { CompanyScope } from '../../data/companyScope.ts';
import { arrayLiteral } from '../../db/arrayLiteral.ts';
import type { Db } from '../../db/createDatabase.ts';
import { installations } from '../../db/deviceSchema.ts';
import { commModuleKeys } from '../../db/keySchema.ts';
import type { KeyVault } from '../../vault/keyVault.ts';

/** A communication module found for a telegram, with the installation carrying it (if any). */
export interface TelegramModule {
  commModUuid: string;
  moduleSerial: string;
  companyId: number;
  installationId: number | null;
  installationUuid: string | null;
  /** the module's AES key, 32 hex digits; null when it has none or it is deleted */
  aesKey(): string | null;
}

type Address = Pick<TelegramSender['link'], 'manufacturer' | 'id'>;

/**
 * The module serials a telegram's sender may be stored under: the identification number alone
 * (`20221031`) or after the manufacturer's code (`GWF20221031`), the two ways module lists print it.
 */
export function serialsOf(address: Address): string[] {
  return [address.id, `${address.manufacturer}${address.id}`];
}

/** The radio module first (the link layer), then the meter behind it when it has an address of its own. */
export function addressesOf(sender: TelegramSender): Address[] {
  const { link, meter } = sender;
  return link.id === meter.id && link.manufacturer === meter.manufacturer ? [link] : [link, meter];
}

/**
 * The modules whose serial is one of `serials`, whatever their company: a caller's telegram of another
 * company's module must be told apart from an unknown one, and is then never decrypted. Keyed by serial;
 * where several companies hold one serial, the caller's own comes first.
 */
export async function findModules(
  db: Db,
  vault: KeyVault,
  scope: CompanyScope,
  serials: readonly string[],
): Promise<Map<string, TelegramModule>> {
  const found = new Map<string, TelegramModule>();
  if (serials.length === 0) return found;
  const k = commModuleKeys;
  // the sealed key as base64 text: turned into bytes in this thread only for a module whose key is opened
  const base64 = (column: AnyPgColumn) => sql<string>`encode(${column}, 'base64')`;
  const rows = await db
    .select({
      commModUuid: k.commModUuid,
      moduleSerial: k.moduleSerial,
      companyId: k.companyId,
      isDeleted: k.isDeleted,
      sealedMaterial: base64(k.sealedMaterial),
      wrappedDataKey: base64(k.wrappedDataKey),
      masterKeyId: k.masterKeyId,
      installationId: installations.id,
      installationUuid: installations.uuid,
    })
    .from(k)
    .leftJoin(installations, eq(installations.commModUuid, k.commModUuid))
    // one array parameter, however many serials
    .where(sql`${k.moduleSerial} = any(${arrayLiteral(serials)}::text[])`);
  for (const row of rows) {
    const known = found.get(row.moduleSerial);
    if (known && scope.canSee(known.companyId)) continue;
    let opened: { key: string | null } | undefined;
    const open = () =>
      vault.open(row.commModUuid, {
        sealedMaterial: Buffer.from(row.sealedMaterial, 'base64'),
        wrappedDataKey: Buffer.from(row.wrappedDataKey, 'base64'),
        masterKeyId: row.masterKeyId,
      }).aes_key ?? null;
    found.set(row.moduleSerial, {
      commModUuid: row.commModUuid,
      moduleSerial: row.moduleSerial,
      companyId: row.companyId,
      installationId: row.installationId,
      installationUuid: row.installationUuid,
      // opened once, and only for a telegram that needs it
      aesKey: () => (opened ??= { key: row.isDeleted ? null : open() }).key,
    });
  }
  return found;
}

/** The module a sender's telegram belongs to, among those found. */
export function moduleOf(modules: Map<string, TelegramModule>, sender: TelegramSender): TelegramModule | undefined {
  for (const address of addressesOf(sender))
    for (const serial of serialsOf(address)) {
      const module = modules.get(serial);
      if (module) return module;
    }
  return undefined;
}
