import type { TourField } from '../../core/domain/tourFields.ts';

/** Everything the five import steps choose; kept in one place so going back and forth keeps it. */
export interface ImportChoices {
  file: File | null;
  converter: string;
  mapping: Partial<Record<TourField, string>>;
  saveAs: string;
  /** the company the tour is imported for (null: the active one) */
  company: number | null;
  tablet: string | null;
  name: string;
  dueDate: string;
  splitBy: string | null;
}

export const IMPORT_STEPS = ['edit', 'assign', 'optional', 'import', 'results'] as const;
export type ImportStep = (typeof IMPORT_STEPS)[number];

export const NO_CHOICES: ImportChoices = {
  file: null,
  converter: 'csv-comma',
  mapping: {},
  saveAs: '',
  company: null,
  tablet: null,
  name: '',
  dueDate: '',
  splitBy: null,
};

/** The multipart form the import and its preview take. */
export function importForm(choices: ImportChoices, withOptions: boolean): FormData {
  const form = new FormData();
  form.append('converter', choices.converter);
  if (Object.keys(choices.mapping).length) form.append('mapping', JSON.stringify(choices.mapping));
  if (withOptions) {
    if (choices.name.trim()) form.append('name', choices.name.trim());
    if (choices.company !== null) form.append('company', String(choices.company));
    if (choices.tablet) form.append('tablet', choices.tablet);
    if (choices.dueDate) form.append('due_date', choices.dueDate);
    if (choices.splitBy) form.append('split_by', choices.splitBy);
  }
  if (choices.file) form.append('file', choices.file, choices.file.name);
  return form;
}
