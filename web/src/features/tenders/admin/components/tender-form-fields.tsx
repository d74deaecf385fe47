// The tender form's field groups (SPEC.md §3's tender detail) other than the work items and the
// documents: each text with its label and length from TEXT_RULES, the date rules on their fields.
import { Box } from '@chakra-ui/react/box';
import { formatQualifierRange } from '@tender/shared/format';
import { TENDER_DATE_FIELDS } from '@tender/shared/schemas/tender-dates';
import { useFormikContext } from 'formik';
import { CheckboxField } from '../../../../components/form/checkbox-field';
import { FormSection } from '../../../../components/form/form-section';
import { SelectField } from '../../../../components/form/select-field';
import { TextField } from '../../../../components/form/text-field';
import { TextareaField } from '../../../../components/form/textarea-field';
import type { SelectOption } from '../../../../components/ui/native-select';
import { DATE_LABELS, EMD_FEE_TYPES, TEXT_RULES, type TenderTextField } from '../tender-form-rules';
import type { TenderFormValues } from '../tender-form-values';

const EMD_FEE_TYPE_OPTIONS = EMD_FEE_TYPES.map((type) => ({ value: type, label: type }));

function TenderText({ name, area = false }: { name: TenderTextField; area?: boolean }) {
  const rule = TEXT_RULES[name];
  return area ? (
    <Box gridColumn={{ md: 'span 2' }} minW="0">
      <TextareaField name={name} label={rule.label} required maxLength={rule.max} rows={3} />
    </Box>
  ) : (
    <TextField name={name} label={rule.label} required maxLength={rule.max} />
  );
}

function QualifierRangeField() {
  const { values } = useFormikContext<TenderFormValues>();
  const preview = values.remarks.trim() ? formatQualifierRange(values.remarks) : '';
  return (
    <TextField
      name="remarks"
      label="Qualifier range (₹, low-high)"
      required
      inputMode="numeric"
      placeholder="50000000-100000000"
      maxLength={27}
      helperText={preview && preview !== values.remarks ? `Shown as ${preview}` : 'Rupees, e.g. 50000000-100000000'}
    />
  );
}

export type BasicDetailsProps = { categoryOptions: readonly SelectOption[]; workTypeOptions: readonly SelectOption[] };

export function BasicDetailsSection({ categoryOptions, workTypeOptions }: BasicDetailsProps) {
  return (
    <FormSection title="Basic Details">
      <TenderText name="project_name" />
      <TenderText name="tender_reference_number" />
      <TenderText name="tender_type_name" />
      <TenderText name="form_contract_name" />
      <SelectField
        name="tender_category_id"
        label="Tender category"
        required
        options={categoryOptions}
        placeholderOption="-Select category-"
      />
      <SelectField
        name="material_work_type_id"
        label="Work type"
        required
        options={workTypeOptions}
        placeholderOption="-Select work type-"
      />
      <TenderText name="period_of_works" />
      <TenderText name="pre_qualification" area />
    </FormSection>
  );
}

/** Evaluation, the tender fee and the EMD. */
export function EvaluationAndFeesSections() {
  return (
    <>
      <FormSection title="Evaluation">
        <CheckboxField name="allow_two_stage_bidding" label="Two-stage bidding allowed" />
        <CheckboxField name="general_technical_evaluation" label="General technical evaluation" />
        <CheckboxField name="item_wise_evaluation_allowed" label="Item-wise evaluation allowed" />
        <TextField name="bid_validity_days" label="Bid validity (days)" required inputMode="numeric" maxLength={4} />
      </FormSection>
      <FormSection title="Tender Fee Details">
        <TextField name="tender_fee" label="Tender fee (₹)" required inputMode="decimal" maxLength={15} />
        <CheckboxField name="is_paid" label="Tender fee is payable" />
      </FormSection>
      <FormSection title="EMD Fee Details">
        <SelectField
          name="emd_fee_type_name"
          label="EMD fee type"
          required
          options={EMD_FEE_TYPE_OPTIONS}
          placeholderOption="-Select EMD fee type-"
        />
        <TextField name="emd_amount" label="EMD amount (₹)" required inputMode="decimal" maxLength={15} />
        <TextField name="emd_percentage" label="EMD percentage (%)" required inputMode="decimal" maxLength={6} />
        <CheckboxField name="emd_exemption_allowed" label="EMD exemption allowed" />
      </FormSection>
    </>
  );
}

export function PlaceSection() {
  return (
    <FormSection title="Place">
      <TenderText name="location" />
      <TextField
        name="pin_code"
        label="Pin code"
        required
        inputMode="numeric"
        maxLength={6}
        autoComplete="postal-code"
      />
      <QualifierRangeField />
      <TenderText name="pre_bid_meeting_place_name" />
      <TenderText name="pre_bid_opening_place" />
    </FormSection>
  );
}

export function CriticalDatesSection() {
  return (
    <FormSection
      title="Critical Dates"
      description="India time (IST). Bid submission ends after it starts; bids are opened after submission ends; the pre-bid meeting is before submission ends."
    >
      {TENDER_DATE_FIELDS.map((field) => (
        <TextField key={field} name={field} label={DATE_LABELS[field]} required type="datetime-local" />
      ))}
    </FormSection>
  );
}

export function AuthoritySection() {
  return (
    <FormSection title="Tender Inviting Authority">
      <TenderText name="authorized_name" />
      <TenderText name="authorized_address" area />
    </FormSection>
  );
}
