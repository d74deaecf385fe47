import { Textarea, type TextareaProps } from '../ui/textarea';
import { FormFieldShell, type FormFieldBaseProps, useFormikField } from './text-field';

export type TextareaFieldProps = FormFieldBaseProps & Omit<TextareaProps, 'name' | 'value' | 'onChange' | 'onBlur'>;

export function TextareaField({ name, label, helperText, required, ...textareaProps }: TextareaFieldProps) {
  const { field, invalid, errorText } = useFormikField(name);
  return (
    <FormFieldShell label={label} helperText={helperText} required={required} invalid={invalid} errorText={errorText}>
      <Textarea {...textareaProps} {...field} />
    </FormFieldShell>
  );
}
