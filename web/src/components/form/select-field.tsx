import { Select, type SelectProps } from '../ui/native-select';
import { FormFieldShell, type FormFieldBaseProps, useFormikField } from './text-field';

export type SelectFieldProps = FormFieldBaseProps & Omit<SelectProps, 'name' | 'value' | 'onChange' | 'onBlur'>;

export function SelectField({ name, label, helperText, required, ...selectProps }: SelectFieldProps) {
  const { field, invalid, errorText } = useFormikField(name);
  return (
    <FormFieldShell label={label} helperText={helperText} required={required} invalid={invalid} errorText={errorText}>
      <Select {...selectProps} {...field} />
    </FormFieldShell>
  );
}
