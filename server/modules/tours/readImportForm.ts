import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { INT4_MAX } from '../../../src/core/contract/databaseId.ts';
import { TOUR_FIELDS, TOUR_IMPORT_LIMITS } from '../../../src/core/domain/tourFields.ts';
import { fieldError, fieldErrors, HttpError, msg } from '../../http/HttpError.ts';
import { parseDateTime } from '../../domain/parseDateTime.ts';

const FIELDS = ['converter', 'mapping', 'name', 'tablet', 'due_date', 'split_by', 'company'] as const;
type FormField = (typeof FIELDS)[number];

export interface ImportForm {
  data: Buffer;
  fileName: string;
  converter: string;
  mapping: Partial<Record<(typeof TOUR_FIELDS)[number], string>> | null;
  name: string | null;
  tablet: string | null;
  dueDate: string | null;
  splitBy: string | null;
  company: number | null;
}

const mappingSchema = z.partialRecord(z.enum(TOUR_FIELDS), z.string().max(200));

/** The import's multipart form: the file in `file`, the choices in text fields. */
export async function readImportForm(request: FastifyRequest): Promise<ImportForm> {
  if (!request.isMultipart()) throw fieldError('file', msg('noFile'));
  // a Map: the part names are request data and never become property names
  const form = new Map<FormField, string>();
  let file: { data: Buffer; fileName: string } | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: TOUR_IMPORT_LIMITS.maxBytes, files: 1 } })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') throw fieldError(part.fieldname, msg('invalid'));
        file = { data: await part.toBuffer(), fileName: part.filename };
      } else if ((FIELDS as readonly string[]).includes(part.fieldname) && typeof part.value === 'string') {
        form.set(part.fieldname as FormField, part.value.slice(0, 10_000));
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(413, { detail: msg('fileTooLarge', { n: TOUR_IMPORT_LIMITS.maxBytes / (1024 * 1024) }) });
    throw fieldError('file', msg('noFile'));
  }
  if (!file) throw fieldError('file', msg('noFile'));
  const values = Object.fromEntries(form) as Partial<Record<FormField, string>>;
  if (!values.converter) throw fieldError('converter', msg('required'));
  let mapping: ImportForm['mapping'] = null;
  if (values.mapping) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(values.mapping);
    } catch {
      throw fieldError('mapping', msg('invalid'));
    }
    const checked = mappingSchema.safeParse(parsed);
    if (!checked.success) throw fieldError('mapping', msg('invalid'));
    mapping = checked.data;
  }
  const tablet = values.tablet?.trim() || null;
  if (tablet && !z.uuid().safeParse(tablet).success) throw fieldError('tablet', msg('invalidUuid'));
  const dueDate = values.due_date?.trim() || null;
  // a calendar date: 2026-13-45 or 2026-02-30 would be stored as given
  if (dueDate && parseDateTime(dueDate)?.dateOnly !== true) throw fieldErrors({ due_date: [msg('invalidDate')] });
  const companyText = values.company?.trim() || null;
  if (companyText !== null && !/^\d+$/.test(companyText)) throw fieldError('company', msg('invalidInteger'));
  const company = companyText === null ? null : Number(companyText);
  // a larger id names no row, and reaching SQL it fails the query
  if (company !== null && company > INT4_MAX) throw fieldError('company', msg('maxValue', { n: INT4_MAX }));
  return {
    ...file,
    converter: values.converter,
    mapping,
    name: values.name?.trim().slice(0, 200) || null,
    tablet,
    dueDate,
    splitBy: values.split_by?.trim() || null,
    company,
  };
}
