import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, fieldDescriptionIds } from '../../components/inputs/index.ts';

export interface OriginsFieldProps {
  text: string;
  anyOrigin: boolean;
  errors?: readonly string[];
  anyOriginErrors?: readonly string[];
  readOnly: boolean;
  onText: (text: string) => void;
  onAnyOrigin: (anyOrigin: boolean) => void;
}

/**
 * The allowed origins, one a line, and the explicit `*`. Ticking `*` only asks: the admin confirms, after
 * reading that any website could then show the data, before the box is really ticked.
 */
export function OriginsField({
  text,
  anyOrigin,
  errors,
  anyOriginErrors,
  readOnly,
  onText,
  onAnyOrigin,
}: OriginsFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [asking, setAsking] = useState(false);
  // focus starts on Cancel, as in every confirmation: an Enter out of habit must not open the key to all
  const cancelRef = useRef<HTMLButtonElement>(null);
  const checkboxRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (asking) cancelRef.current?.focus();
  }, [asking]);
  const hint = t('embedKeys.hints.origins');

  const answer = (allow: boolean) => {
    setAsking(false);
    if (allow) onAnyOrigin(true);
    checkboxRef.current?.focus();
  };

  return (
    <>
      <Field controlId={id} label={t('embedKeys.fields.origins')} hint={hint} errors={errors}>
        <textarea
          id={id}
          name="origins"
          className="mp-input mp-embed-keys__origins"
          rows={3}
          value={text}
          readOnly={readOnly}
          placeholder="https://water.example.org"
          spellCheck={false}
          autoCapitalize="off"
          aria-invalid={errors?.length ? true : undefined}
          aria-describedby={fieldDescriptionIds(id, hint, errors)}
          onChange={(event) => onText(event.target.value)}
        />
      </Field>
      <label className="mp-embed-keys__check">
        <input
          ref={checkboxRef}
          type="checkbox"
          name="any_origin"
          checked={anyOrigin}
          disabled={readOnly}
          onChange={(event) => (event.target.checked ? setAsking(true) : onAnyOrigin(false))}
        />
        {t('embedKeys.anyOriginOption')}
      </label>
      {anyOriginErrors?.length ? (
        <ul className="mp-field__errors">
          {anyOriginErrors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
      {asking ? (
        <div
          className="mp-embed-keys__confirm"
          role="alertdialog"
          aria-labelledby={`${id}-ask`}
          aria-describedby={`${id}-why`}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.stopPropagation();
              answer(false);
            }
          }}
        >
          <p id={`${id}-ask`} className="mp-embed-keys__confirm-title">
            {t('embedKeys.anyOriginConfirm.title')}
          </p>
          <p id={`${id}-why`}>{t('embedKeys.anyOriginConfirm.body')}</p>
          <div className="mp-credentials__buttons">
            <button ref={cancelRef} type="button" className="mp-button" onClick={() => answer(false)}>
              {t('embedKeys.actions.cancel')}
            </button>
            <button type="button" className="mp-button mp-button--danger" onClick={() => answer(true)}>
              {t('embedKeys.anyOriginConfirm.confirm')}
            </button>
          </div>
        </div>
      ) : null}
    </>
  );
}
