import type { FastifyRequest } from 'fastify';
import type { TelegramDecoded } from '../../../src/core/contract/telegrams.ts';
import { decodeTelegram, readTelegramSender } from '../../../src/core/telegrams/index.ts';
import type { Caller } from '../../auth/Caller.ts';
import type { CompanyScope } from '../../data/companyScope.ts';
import type { Db } from '../../db/createDatabase.ts';
import { recordKeyAccess } from '../keys/keyAccessLog.ts';
import type { KeyVault } from '../../vault/keyVault.ts';
import { addressesOf, findModules, moduleOf, serialsOf, type TelegramModule } from './telegramModules.ts';
import { telegramProblem } from './telegramProblem.ts';

export interface DecodeInput {
  telegram: string;
  key?: string;
}

interface DecodeContext {
  db: Db;
  vault: KeyVault;
  caller: Caller;
  scope: CompanyScope;
  request: FastifyRequest;
}

/**
 * One telegram decoded with the caller's key or, without one, with the stored key of its module when the
 * caller may see key material of that module's company (the permission of key details). A stored key that
 * is used is written to the key access log; one that is not needed (a telegram in clear) is not read.
 */
export async function decodeWithStoredKey(input: DecodeInput, ctx: DecodeContext): Promise<TelegramDecoded> {
  const module = input.key === undefined ? await visibleModule(input.telegram, ctx) : undefined;
  let used = false;
  const result = decodeTelegram(input.telegram, {
    key:
      input.key ??
      (() => {
        const key = module?.aesKey() ?? undefined;
        used = key !== undefined;
        return key;
      }),
  });
  if (used && module)
    await recordKeyAccess(ctx.db, ctx.caller, ctx.request, {
      action: 'decode',
      keys: [{ id: module.commModUuid, companyId: module.companyId }],
    });
  if (!result.ok) throw telegramProblem(result.code);
  const { manufacturer, id, version, device_type, medium, security_mode, values, status, records } = result.telegram;
  return { manufacturer, id, version, device_type, medium, security_mode, values, status, records };
}

/** The telegram's module if the caller may use its key; a module of any other company is as if unknown. */
async function visibleModule(telegram: string, ctx: DecodeContext): Promise<TelegramModule | undefined> {
  if (!ctx.caller.can('view_order')) return undefined;
  const sender = readTelegramSender(telegram);
  if (!sender.ok) throw telegramProblem(sender.code);
  const modules = await findModules(ctx.db, ctx.vault, ctx.scope, addressesOf(sender.sender).flatMap(serialsOf));
  const module = moduleOf(modules, sender.sender);
  return module && ctx.scope.canSee(module.companyId) ? module : undefined;
}
