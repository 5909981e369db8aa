import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, FileInput } from '../../components/inputs/index.ts';
import { DeviceFormDialog } from './DeviceFormDialog.tsx';

/** The problems of an upload: with the file (e.g. one per row), and the others. */
export interface UploadProblems {
  file: string[];
  general: string[];
}

export const NO_PROBLEMS: UploadProblems = { file: [], general: [] };

export interface FileUploadDialogProps {
  /** the texts under `devices.<texts>`: title, intro, file, submit, uploading, noFile */
  texts: 'geopositions' | 'readingImport';
  accept: string;
  onClose: () => void;
  onUpload: (file: File) => void;
  pending: boolean;
  problems: UploadProblems;
  setProblems: (problems: UploadProblems) => void;
  /** further fields and what the upload said, below the file */
  children?: ReactNode;
}

/** A device dialog that uploads one file: asks for it, then hands it over; the file's problems show at its field. */
export function FileUploadDialog({
  texts,
  accept,
  onClose,
  onUpload,
  pending,
  problems,
  setProblems,
  children,
}: FileUploadDialogProps) {
  const { t } = useTranslation();
  const fieldId = useId();
  const [file, setFile] = useState<File | null>(null);
  const invalid = problems.file.length > 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setProblems({ file: [t(`devices.${texts}.noFile`)], general: [] });
      return;
    }
    setProblems(NO_PROBLEMS);
    onUpload(file);
  };

  return (
    <DeviceFormDialog
      title={t(`devices.${texts}.title`)}
      intro={t(`devices.${texts}.intro`)}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={pending ? t(`devices.${texts}.uploading`) : t(`devices.${texts}.submit`)}
      general={problems.general}
      busy={pending}
    >
      <Field controlId={fieldId} label={t(`devices.${texts}.file`)} errors={problems.file} required>
        <FileInput
          id={fieldId}
          name="file"
          accept={accept}
          className="mp-devices__file"
          aria-invalid={invalid ? true : undefined}
          aria-describedby={invalid ? `${fieldId}-errors` : undefined}
          file={file}
          onFile={setFile}
        />
      </Field>
      {children}
    </DeviceFormDialog>
  );
}
