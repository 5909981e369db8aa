import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CredentialTexts } from './credentialTexts.ts';
import { useCopyText } from './useCopyText.ts';

/** A new key's secret, the one time it is shown: the warning, the secret read-only and a copy button. */
export function SecretField({ texts, secret }: { texts: CredentialTexts; secret: string }) {
  const { t } = useTranslation();
  const id = useId();
  const copyOf = useCopyText(texts);
  return (
    <>
      <p className="mp-credentials__notice" role="alert">
        {t(`${texts}.secret.warning`)}
      </p>
      <label className="mp-field__label" htmlFor={id}>
        {t(`${texts}.secret.key`)}
      </label>
      <div className="mp-credentials__secret">
        <input
          id={id}
          className="mp-input mp-credentials__code"
          readOnly
          value={secret}
          onFocus={(event) => event.target.select()}
        />
        <button type="button" className="mp-button mp-button--primary" onClick={copyOf(secret)}>
          {t(`${texts}.actions.copy`)}
        </button>
      </div>
    </>
  );
}
