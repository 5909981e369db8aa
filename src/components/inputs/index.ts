export { Field, fieldDescriptionIds, type FieldProps } from './Field.tsx';
export { TextInput, type TextInputProps, type TextInputType } from './TextInput.tsx';
export { PasswordInput, type PasswordInputProps } from './PasswordInput.tsx';
export { FormErrorSummary, type FormErrorSummaryProps } from './FormErrorSummary.tsx';
export { FileInput, type FileInputProps } from './FileInput.tsx';
export { DateInput, type DateInputProps } from './DateInput.tsx';
export { DateTimeInput, type DateTimeInputProps } from './DateTimeInput.tsx';
