// One described field (shared/field-spec.ts) as a labelled Chakra control bound to Formik: the input
// fits the kind (date picker, numeric keyboard, several lines, file upload), the label carries the
// required mark, and the error shows under the control (Field.ErrorText, tied by aria-describedby).
import { maxLengthOf, type FieldKind, type FieldSpec } from '@tender/shared/field-spec';
import type { UploadPurpose } from '@tender/shared/upload-rules';
import { useFormikContext } from 'formik';
import type { ChangeEvent, HTMLAttributes } from 'react';
import { Input } from '../ui/input';
import { Textarea } from '../ui/textarea';
import { UploadField } from '../upload/upload-field';
import { FormFieldShell, useFormikField } from './text-field';

export type FieldInputProps = {
  field: FieldSpec;
  /** The Formik path (default: the field's name), e.g. 'bank_details.ifsc_code' or 'turnovers.0.amount'. */
  name?: string;
  /** The required mark; by default whether the field has a required message. */
  required?: boolean;
  /** Shown but not editable (the turnover rows' years). */
  readOnly?: boolean;
  /** Letters show as capitals (PAN, GSTIN, IFSC); the form sends them in capitals too. */
  upperCase?: boolean;
  /**
   * Show the field's error while typing once the text has this many characters (PAN at 10, GSTIN at
   * 15): the identity checks then answer without waiting for the field to lose focus.
   */
  liveFrom?: number;
  autoComplete?: string;
};

type InputMode = HTMLAttributes<HTMLInputElement>['inputMode'];

const INPUT_MODES: Partial<Record<FieldKind, InputMode>> = {
  phone: 'numeric',
  digits: 'numeric',
  year: 'numeric',
  count: 'numeric',
  amount: 'decimal',
  email: 'email',
};

const INPUT_TYPES: Partial<Record<FieldKind, string>> = { email: 'email', phone: 'tel', date: 'date' };

/** A hint for the kinds whose form is not obvious from the label. */
function defaultHelp(field: FieldSpec): string | undefined {
  if (field.help) return field.help;
  switch (field.kind) {
    case 'phone':
      return `${field.length ?? 10}-digit number`;
    case 'year':
      return 'Four digits, e.g. 2015';
    default:
      return undefined;
  }
}

export function FieldInput({
  field,
  name = field.name,
  required = Boolean(field.required),
  readOnly,
  upperCase,
  liveFrom,
  autoComplete,
}: FieldInputProps) {
  if (field.kind === 'file') {
    return (
      <UploadField
        name={name}
        label={field.label}
        purpose={field.purpose as UploadPurpose}
        required={required}
        helpText={field.help}
      />
    );
  }
  return (
    <TypedInput
      field={field}
      name={name}
      required={required}
      readOnly={readOnly}
      upperCase={upperCase}
      liveFrom={liveFrom}
      autoComplete={autoComplete}
    />
  );
}

function TypedInput({
  field,
  name,
  required,
  readOnly,
  upperCase,
  liveFrom,
  autoComplete,
}: FieldInputProps & { name: string; required: boolean }) {
  const { field: input, invalid, errorText } = useFormikField(name);
  const { setFieldTouched } = useFormikContext();
  const handleChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const text = event.target.value;
    if (liveFrom !== undefined && text.trim().length >= liveFrom) void setFieldTouched(name, true, false);
    input.onChange(event);
  };
  const common = {
    name: input.name,
    value: input.value,
    onChange: handleChange,
    onBlur: input.onBlur,
    readOnly,
    maxLength: field.kind === 'date' ? undefined : maxLengthOf(field),
    autoComplete,
  };
  return (
    <FormFieldShell
      label={field.label}
      helperText={defaultHelp(field)}
      required={required}
      invalid={invalid}
      errorText={errorText}
    >
      {field.kind === 'longText' ? (
        <Textarea {...common} rows={3} />
      ) : (
        <Input
          {...common}
          type={INPUT_TYPES[field.kind] ?? 'text'}
          inputMode={INPUT_MODES[field.kind]}
          autoCapitalize={upperCase ? 'characters' : undefined}
          textTransform={upperCase ? 'uppercase' : undefined}
          spellCheck={field.kind === 'text' ? undefined : false}
          bg={readOnly ? 'gray.50' : undefined}
        />
      )}
    </FormFieldShell>
  );
}
