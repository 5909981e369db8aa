import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { callEndpoint } from '../../src/core/api/callEndpoint.ts';
import { companyEndpoints } from '../../src/core/contract/companyEndpoints.ts';
import { ApiError } from '../../src/core/http/ApiError.ts';
import type { CliContext } from '../createCliContext.ts';
import { UsageError } from '../errors.ts';
import { formatError } from '../output/formatError.ts';
import { withSession } from '../withSession.ts';

export interface CrmImportOptions {
  account?: string;
  distributor?: string;
  adminEmail?: string;
  file?: string;
}

export interface CrmImportLine {
  /** line of the CSV file (the header is line 1); 0 for a single import */
  line: number;
  account: string;
  status: 'imported' | 'failed';
  company: number | null;
  name: string | null;
  message: string;
}

export interface CrmImportResult {
  imported: number;
  failed: number;
  lines: CrmImportLine[];
}

interface ImportRequest {
  line: number;
  account: string;
  distributor: boolean;
  adminEmail: string;
}

const yesNo = (value: string | undefined): boolean | null => {
  const v = value?.trim().toLowerCase();
  return v === 'yes' || v === 'true' ? true : v === 'no' || v === 'false' ? false : null;
};
const EMAIL = /^[^\s@,]+@[^\s@,]+$/;

/** The rows of the batch file, checked whole first: one bad row rejects the file and nothing is imported. */
export function readBatch(text: string): ImportRequest[] {
  let records: string[][];
  try {
    const parsed: string[][] = parse(text, { bom: true, skip_empty_lines: true, trim: true, relax_column_count: true });
    records = parsed;
  } catch (error) {
    throw new UsageError(`malformed CSV: ${(error as Error).message}`);
  }
  const [header, ...rows] = records;
  const columns = (header ?? []).map((c) => c.toLowerCase());
  const at = (name: string) => columns.indexOf(name);
  if (at('account') < 0 || at('distributor') < 0 || at('admin_email') < 0)
    throw new UsageError('the CSV needs the columns account, distributor and admin_email');
  if (rows.length === 0) throw new UsageError('the CSV has no accounts');
  const problems: string[] = [];
  const requests = rows.map((row, index) => {
    const line = index + 2;
    const account = row[at('account')] ?? '';
    const distributor = yesNo(row[at('distributor')]);
    const adminEmail = row[at('admin_email')] ?? '';
    if (!account) problems.push(`line ${line}: no account`);
    if (distributor === null) problems.push(`line ${line}: distributor must be yes or no`);
    if (!EMAIL.test(adminEmail)) problems.push(`line ${line}: "${adminEmail}" is not an e-mail address`);
    return { line, account, distributor: distributor ?? false, adminEmail };
  });
  if (problems.length > 0) throw new UsageError(`the CSV was not imported: ${problems.join('; ')}`);
  return requests;
}

/**
 * Imports companies from the CRM with their admins: one account from the options, or every line of a CSV
 * (account, distributor, admin_email). Each import is one transaction on the server, so a failing line
 * leaves nothing behind; the others still run and each gets its line in the report.
 */
export async function companiesCrmImport(context: CliContext, options: CrmImportOptions): Promise<CrmImportResult> {
  let requests: ImportRequest[];
  if (options.file) {
    if (options.account || options.adminEmail || options.distributor)
      throw new UsageError('give either --file or --account/--distributor/--admin-email');
    requests = readBatch(await readFile(options.file, 'utf8'));
  } else {
    const distributor = yesNo(options.distributor);
    if (!options.account) throw new UsageError('--account is required (or --file for a batch)');
    if (distributor === null) throw new UsageError('--distributor must be yes or no');
    if (!options.adminEmail) throw new UsageError('--admin-email is required');
    requests = [{ line: 0, account: options.account, distributor, adminEmail: options.adminEmail }];
  }
  const lines: CrmImportLine[] = [];
  for (const request of requests) {
    try {
      const answer = await withSession(context, () =>
        callEndpoint(context.http, companyEndpoints.crmImport, {
          body: {
            customer_account: request.account,
            is_distributor: request.distributor,
            admin_email: request.adminEmail,
          },
        }),
      );
      lines.push({
        line: request.line,
        account: request.account,
        status: 'imported',
        company: answer.company.id,
        name: answer.company.name,
        message: answer.detail,
      });
    } catch (error) {
      // a refused line is reported; a transport failure or a lost session stops the batch
      if (!(error instanceof ApiError) || error.status === null || error.status === 401) throw error;
      lines.push({
        line: request.line,
        account: request.account,
        status: 'failed',
        company: null,
        name: null,
        message: formatError(error).message,
      });
    }
  }
  const imported = lines.filter((l) => l.status === 'imported').length;
  return { imported, failed: lines.length - imported, lines };
}

export function renderCrmImport(result: CrmImportResult): string {
  const rows = result.lines.map(
    (l) =>
      `${l.line > 0 ? `line ${l.line}: ` : ''}${l.account} ${l.status}${l.name ? ` as "${l.name}" (#${l.company})` : ''} — ${l.message}`,
  );
  return [...rows, `${result.imported} imported, ${result.failed} failed`].join('\n');
}
