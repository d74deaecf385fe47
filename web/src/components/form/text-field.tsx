// THE Formik-to-Chakra bridge (STYLE.md example 6): meta.touched && meta.error becomes
// Field.Root invalid + Field.ErrorText. The textarea and select variants reuse it.
import { useField, type FieldInputProps } from 'formik';
import type { ReactNode } from 'react';
import { Field } from '../ui/field';
import { Input, type InputProps } from '../ui/input';

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
  const errorText = meta.touched && meta.error ? meta.error : undefined;
  return { field: { ...field, value: field.value ?? '' }, invalid: Boolean(errorText), errorText };
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
