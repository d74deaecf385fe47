// THE Formik-to-Chakra bridge (STYLE.md example 6): meta.touched && meta.error becomes
// Field.Root invalid + Field.ErrorText. The textarea and select variants reuse it.
import { useField, type FieldInputProps } from 'formik';
import { type FocusEvent, type ReactNode, useEffect } from 'react';
import { Field } from '../ui/field';
import { Input, type InputProps } from '../ui/input';
import { afterPointerPress, watchPointerPresses } from './deferred-blur';

export type FormFieldBaseProps = {
  name: string;
  label: ReactNode;
  helperText?: ReactNode;
  required?: boolean;
};

export type FormikFieldState = {
  field: FieldInputProps<string>;
  invalid: boolean;
  errorText: string | undefined;
};

export function useFormikField(name: string): FormikFieldState {
  const [field, meta] = useField<string>(name);
  useEffect(watchPointerPresses, []);
  const errorText = meta.touched && meta.error ? meta.error : undefined;
  // The error a blur reveals waits for a button press in progress to finish (see deferred-blur.ts).
  const onBlur = (event: FocusEvent) => afterPointerPress(() => field.onBlur(event));
  return { field: { ...field, value: field.value ?? '', onBlur }, invalid: Boolean(errorText), errorText };
}

export type FormFieldShellProps = Omit<FormFieldBaseProps, 'name'> & {
  invalid: boolean;
  errorText: string | undefined;
  children: ReactNode;
};

export function FormFieldShell({ label, helperText, required, invalid, errorText, children }: FormFieldShellProps) {
  return (
    <Field label={label} helperText={helperText} required={required} invalid={invalid} errorText={errorText}>
      {children}
    </Field>
  );
}

export type TextFieldProps = FormFieldBaseProps & Omit<InputProps, 'name' | 'value' | 'onChange' | 'onBlur'>;

export function TextField({ name, label, helperText, required, ...inputProps }: TextFieldProps) {
  const { field, invalid, errorText } = useFormikField(name);
  return (
    <FormFieldShell label={label} helperText={helperText} required={required} invalid={invalid} errorText={errorText}>
      <Input {...inputProps} {...field} />
    </FormFieldShell>
  );
}
