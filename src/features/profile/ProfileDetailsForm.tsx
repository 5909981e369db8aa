import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../components/card/index.ts';
import { FormErrorSummary, TextInput } from '../../components/inputs/index.ts';
import { callEndpoint } from '../../core/api/callEndpoint.ts';
import type { CurrentUser } from '../../core/contract/index.ts';
import { userEndpoints } from '../../core/contract/userEndpoints.ts';
import { isLocale, type Locale } from '../../core/domain/index.ts';
import { errorsFromServer, noErrors, summaryOf, type FormErrorState, serverErrorTexts } from '../common/formErrors.ts';
import { fieldBinder, FormSubmit, useLocale, usePortalServices } from '../common/index.ts';
// Not in the barrel: the select widget behind it must stay out of the start-up chunk that uses the barrel.
import { LanguageSelect } from '../common/LanguageSelect.tsx';

export interface ProfileDetailsFormProps {
  user: CurrentUser;
}

/** Name and preferred language; saving the language also switches the UI to it. */
export function ProfileDetailsForm({ user }: ProfileDetailsFormProps) {
  const { t } = useTranslation();
  const { http, session, notify, setLocale } = usePortalServices();
  const uiLocale = useLocale();
  const [name, setName] = useState(user.name);
  const [language, setLanguage] = useState<Locale>(isLocale(user.language) ? user.language : uiLocale);
  const [errors, setErrors] = useState<FormErrorState<'name' | 'language'>>(noErrors);

  const save = useMutation({
    mutationFn: async () => {
      await callEndpoint(http, userEndpoints.update, {
        params: { id: user.user_uuid },
        body: { name: name.trim(), language },
      });
      await session.fetchCurrent(user.profile?.company_id);
    },
    onSuccess: async () => {
      await setLocale(language);
      notify(t('toasts.updated'), { kind: 'success' });
    },
    onError: (error) => {
      notify(t('toasts.updateFailed'), { kind: 'error' });
      setErrors(errorsFromServer(error, ['name', 'language'], serverErrorTexts(t)));
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const fields = name.trim() ? {} : { name: [t('validation.required')] };
    setErrors({ fields, general: [] });
    if (!fields.name) save.mutate();
  }

  const labels = { name: t('profile.name'), language: t('profile.language') };
  return (
    <Card title={t('profile.details')}>
      <form onSubmit={submit} noValidate aria-label={t('profile.details')}>
        <FormErrorSummary errors={summaryOf(errors, labels)} />
        <TextInput label={t('profile.email')} type="email" value={user.email} readOnly name="email" />
        <TextInput {...fieldBinder(labels, errors)('name', name, setName)} autoComplete="name" required />
        <LanguageSelect label={labels.language} value={language} onChange={setLanguage} />
        <FormSubmit pending={save.isPending}>{t('common.save')}</FormSubmit>
      </form>
    </Card>
  );
}
