import type { InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import inputsCss from './inputs.css?inline';
import { useWidgetStyles } from '../root/useWidgetStyles.ts';

export interface FileInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'id' | 'onChange' | 'value' | 'multiple'
> {
  id: string;
  /** the chosen file, named beside the button */
  file: File | null;
  onFile: (file: File | null) => void;
}

/**
 * A file input whose button and "no file" text are in the UI language: the browser writes a bare file
 * input's texts in its own language, whatever the portal shows. The input stays in place (focusable, and
 * reachable by its field's label); the styled label in front of it opens the same file dialog.
 */
export function FileInput({ id, file, onFile, className, ...rest }: FileInputProps) {
  const { t } = useTranslation();
  useWidgetStyles('mp-inputs', inputsCss);
  return (
    <span className={className ? `mp-file ${className}` : 'mp-file'}>
      <input
        {...rest}
        id={id}
        type="file"
        className="mp-visually-hidden mp-file__input"
        onChange={(event) => onFile(event.target.files?.[0] ?? null)}
      />
      <label htmlFor={id} className="mp-button mp-file__button" aria-hidden="true">
        {t('widgets.file.choose')}
      </label>
      <span className="mp-file__name">{file ? file.name : t('widgets.file.none')}</span>
    </span>
  );
}
