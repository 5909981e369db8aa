import path from 'node:path';
import { callEndpoint } from '../../src/core/api/callEndpoint.ts';
import { tourEndpoints } from '../../src/core/contract/tourEndpoints.ts';
import type { TourImportResult, TourPreview } from '../../src/core/contract/tours.ts';
import { ApiError } from '../../src/core/http/ApiError.ts';
import type { CliContext } from '../createCliContext.ts';
import { CliError, UsageError } from '../errors.ts';
import { withSession } from '../withSession.ts';
import { readLocalFile } from './readLocalFile.ts';

export interface ToursImportOptions {
  converter?: string;
  tablet?: string;
  name?: string;
  company?: string;
  mapping?: string;
  splitBy?: string;
  dueDate?: string;
  dryRun?: boolean;
}

export type ToursImportResult =
  { dryRun: true; file: string; preview: TourPreview } | { dryRun: false; file: string; result: TourImportResult };

/**
 * Imports a tour file with a converter; with --dry-run the server reads and checks it without writing and
 * the preview and every rejected row are printed. Any rejected row is a failure (exit 1), as the server
 * then writes nothing.
 */
export async function toursImport(
  context: CliContext,
  file: string,
  options: ToursImportOptions,
): Promise<ToursImportResult> {
  if (!options.converter) throw new UsageError('--converter is required (see `meter-portal converters list`)');
  const data = await readLocalFile(file);
  const form = new FormData();
  form.append('converter', options.converter);
  if (options.mapping) form.append('mapping', options.mapping);
  if (!options.dryRun) {
    if (options.name) form.append('name', options.name);
    if (options.tablet) form.append('tablet', options.tablet);
    if (options.company) form.append('company', options.company);
    if (options.splitBy) form.append('split_by', options.splitBy);
    if (options.dueDate) form.append('due_date', options.dueDate);
  }
  form.append('file', new Blob([new Uint8Array(data)]), path.basename(file));
  try {
    if (options.dryRun) {
      const preview = await withSession(context, () =>
        callEndpoint(context.http, tourEndpoints.preview, { body: form }),
      );
      return { dryRun: true, file, preview };
    }
    const result = await withSession(context, () => callEndpoint(context.http, tourEndpoints.import, { body: form }));
    return { dryRun: false, file, result };
  } catch (error) {
    const rows = error instanceof ApiError ? error.fieldErrors.file : undefined;
    if (rows?.length) throw new CliError(`${file} was rejected, nothing was written:\n  ${rows.join('\n  ')}`);
    throw error;
  }
}
