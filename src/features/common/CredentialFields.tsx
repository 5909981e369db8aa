import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput, Field, fieldDescriptionIds } from '../../components/inputs/index.ts';
import { Select } from '../../components/select/index.ts';
import { PERMISSIONS } from '../../core/domain/index.ts';
import { companyQueries } from '../../queries/companyQueries.ts';
import type { CredentialTexts } from './credentialTexts.ts';
import { useCan } from './useCan.ts';
import { usePortalServices } from './usePortalServices.ts';

export interface CompanyChoiceProps {
  texts: CredentialTexts;
  value: number | null;
  errors?: readonly string[];
  onChange: (company: number | null) => void;
}

/** The company a new key speaks for, for those who see several; nothing for those who see one. */
export function CompanyChoice({ texts, value, errors, onChange }: CompanyChoiceProps) {
  const { t } = useTranslation();
  const { http } = usePortalServices();
  const seesCompanies = useCan(PERMISSIONS.viewCompany);
  // the companies a new key of this kind may speak for, by the server's rule of its create
  const action = texts === 'embedKeys' ? 'embed-key' : 'ingestion-key';
  const companies = useQuery({ ...companyQueries.all(http, { for: action }), enabled: seesCompanies }).data ?? [];
  if (companies.length <= 1) return null;
  return (
    <Select
      label={t(`${texts}.fields.company`)}
      options={companies}
      fields={{ id: 'id', label: 'name' }}
      value={value}
      clearable={false}
      required
      errors={errors}
      onChange={(company) => onChange(company === null ? null : Number(company))}
    />
  );
}

export interface ExpiryFieldProps {
  texts: CredentialTexts;
  /** `YYYY-MM-DD` in the browser's time zone, '' for a key that does not expire */
  value: string;
  readOnly?: boolean;
  errors?: readonly string[];
  onChange: (day: string) => void;
}

/** The last day a key works, with the hint that it ends with that day. */
export function ExpiryField({ texts, value, readOnly, errors, onChange }: ExpiryFieldProps) {
  const { t } = useTranslation();
  const id = `${useId()}-expiry`;
  const hint = t(`${texts}.hints.expiresOn`);
  return (
    <Field controlId={id} label={t(`${texts}.fields.expiresAt`)} hint={hint} errors={errors}>
      <DateInput
        id={id}
        name="expires_at"
        readOnly={readOnly}
        value={value}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={fieldDescriptionIds(id, hint, errors)}
        onChange={onChange}
      />
    </Field>
  );
}
