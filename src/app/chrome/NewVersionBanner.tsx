import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { updateAtom } from '../state/shellAtoms.ts';

/** Spec section 4, New version: a waiting version prompts a reload, which then activates it. */
export function NewVersionBanner() {
  const { t } = useTranslation();
  const update = useAtomValue(updateAtom);
  if (!update) return null;
  return (
    <div className="mp-update" role="status">
      <span>{t('update.message')}</span>
      <button type="button" className="mp-button mp-button--primary" onClick={update.reload}>
        {t('update.reload')}
      </button>
    </div>
  );
}
