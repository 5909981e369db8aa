import type { EmbedElement, EmbedHiddenField } from '../../src/core/domain/embed.ts';
import type { Permission } from '../../src/core/domain/permissions.ts';
import type { embedKeys } from '../db/embedKeySchema.ts';
import type { Caller } from './Caller.ts';
import { credentialCaller } from './credentialCaller.ts';

/** What each element reads: an embed token carries these permissions and no other. */
const READS: Record<EmbedElement, readonly Permission[]> = {
  map: ['view_measuringpoint'],
  chart: ['view_meter', 'view_report', 'view_communicationdevice'],
  'tour-table': ['view_tour'],
};

/**
 * The caller behind an embed token: the key's one company, the read permissions of its elements.
 * `mountEndpoint` lets it reach only the GET endpoints that declare one of its elements.
 */
export function embedCaller(key: typeof embedKeys.$inferSelect): Caller {
  const elements = key.elements as EmbedElement[];
  const permissions = new Set(elements.flatMap((element) => READS[element] ?? []));
  return {
    ...credentialCaller(key, permissions),
    embed: { keyId: key.id, elements, groups: key.groups, hidden: key.hidden as EmbedHiddenField[] },
  };
}
