import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { downloadEndpoint } from '../../src/core/api/callEndpoint.ts';
import { meterGroupEndpoints } from '../../src/core/contract/meterGroupEndpoints.ts';
import { EXPORT_FORMATS, type ExportFormat } from '../../src/core/contract/meterGroups.ts';
import type { CliContext } from '../createCliContext.ts';
import { UsageError } from '../errors.ts';
import { withSession } from '../withSession.ts';

export interface GroupsExportOptions {
  groups?: string;
  format?: string;
  output?: string;
}

export interface GroupsExportResult {
  file: string;
  format: ExportFormat;
  bytes: number;
}

/** Downloads the members of device groups (uuids separated by ";", default all) to a file. */
export async function groupsExport(context: CliContext, options: GroupsExportOptions): Promise<GroupsExportResult> {
  const format = (options.format ?? 'csv').toLowerCase();
  if (!(EXPORT_FORMATS as readonly string[]).includes(format)) {
    throw new UsageError(`--format must be one of ${EXPORT_FORMATS.join(', ')}`);
  }
  const groups = (options.groups ?? '')
    .split(';')
    .map((g) => g.trim())
    .filter(Boolean);
  const download = await withSession(context, () =>
    downloadEndpoint(context.http, meterGroupEndpoints.export, {
      params: { format },
      query: groups.length > 0 ? { groups: groups.join(';') } : {},
    }),
  );
  const bytes = Buffer.from(download.data as ArrayBuffer);
  const file = path.resolve(options.output ?? download.fileName ?? `meter-groups.${format}`);
  await writeFile(file, bytes);
  return { file, format: format as ExportFormat, bytes: bytes.length };
}
