import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput, Field, TextInput } from '../../components/inputs/index.ts';
import { Select } from '../../components/select/index.ts';
import { QUERY_ALL } from '../../core/domain/index.ts';
import { tabletQueries } from '../../queries/tabletQueries.ts';
import { ActingCompanySelect, useActingCompany, usePortalServices } from '../common/index.ts';
import type { ImportChoices } from './importChoices.ts';

export interface ImportOptionsStepProps {
  choices: ImportChoices;
  onChange: (changes: Partial<ImportChoices>) => void;
  columns: readonly string[];
}

/** Step 2: the company the tour is for (staff and distributors choose), and the tablet to assign it to, if any. */
export function ImportAssignStep({ choices, onChange }: ImportOptionsStepProps) {
  const { t } = useTranslation();
  const { http } = usePortalServices();
  const acting = useActingCompany('mex');
  const company = choices.company ?? acting.company;
  const target = company === null ? 'tour:new' : `tour:new:${company}`;
  const tablets = useQuery(tabletQueries.list(http, { ...QUERY_ALL, for: target }));
  return (
    <div className="mp-tours__wizard">
      <ActingCompanySelect
        label={t('tours.fields.company')}
        acting={{ ...acting, company, setCompany: (id) => onChange({ company: id, tablet: null }) }}
      />
      <p>{t('tours.import.assignIntro')}</p>
      <Select
        label={t('tours.fields.tablet')}
        options={tablets.data?.results ?? []}
        fields={{ id: 'uuid', label: 'name', search: ['android_id'] }}
        value={choices.tablet}
        onChange={(value) => onChange({ tablet: value === null ? null : String(value) })}
        clearable
        searchable
        placeholder={t('tours.import.noTablet')}
      />
    </div>
  );
}

/** Step 3: name, due date, and a column to split the tour into child tours by. */
export function ImportOptionalStep({ choices, onChange, columns }: ImportOptionsStepProps) {
  const { t } = useTranslation();
  const dueId = useId();
  return (
    <div className="mp-tours__wizard">
      <TextInput
        label={t('tours.fields.name')}
        value={choices.name}
        maxLength={200}
        placeholder={choices.file?.name}
        onChange={(event) => onChange({ name: event.target.value })}
      />
      <Field controlId={dueId} label={t('tours.fields.dueDate')}>
        <DateInput id={dueId} value={choices.dueDate} onChange={(dueDate) => onChange({ dueDate })} />
      </Field>
      <Select
        label={t('tours.import.splitBy')}
        options={columns.map((column) => ({ id: column, label: column }))}
        value={choices.splitBy}
        onChange={(value) => onChange({ splitBy: value === null ? null : String(value) })}
        clearable
        placeholder={t('tours.import.noSplit')}
      />
    </div>
  );
}
