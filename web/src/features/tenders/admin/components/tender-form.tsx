// The tender form (create, edit, re-tender): every field group of SPEC.md §3's tender detail, the
// date rules on their fields, work items grouped by work type, documents through the upload flow.
// A refused save's field errors are pinned on their fields (work items and documents included).
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { formatQualifierRange } from '@tender/shared/format';
import { TENDER_DATE_FIELDS } from '@tender/shared/schemas/tender-dates';
import { Form, Formik, useFormikContext, type FormikHelpers } from 'formik';
import { Save } from 'lucide-react';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { CheckboxField } from '../../../../components/form/checkbox-field';
import { FocusFirstError } from '../../../../components/form/focus-first-error';
import { FormSection } from '../../../../components/form/form-section';
import { RevalidateOn } from '../../../../components/form/revalidate-on';
import { SelectField } from '../../../../components/form/select-field';
import { SubmitStatus, type SubmitFailure } from '../../../../components/form/submit-status';
import { TextField } from '../../../../components/form/text-field';
import { TextareaField } from '../../../../components/form/textarea-field';
import { Notice } from '../../../../components/ui/alert';
import { ButtonLink } from '../../../../components/ui/link';
import { isApiError } from '../../../../lib/api/api-error';
import { usePinnedErrors } from '../../../../lib/forms/use-pinned-errors';
import { lookupChoices, useAdminLookups } from '../../../lookups/admin/api';
import { tenderFormSchema, type TenderSchemaOptions } from '../tender-form-schema';
import {
  DATE_LABELS,
  EMD_FEE_TYPES,
  placeServerErrors,
  TEXT_RULES,
  type TenderFormValues,
  type TenderTextField,
} from '../tender-form-values';
import { DocumentsEditor } from './documents-editor';
import { WorkItemsEditor } from './work-items-editor';

export type TenderFormProps = {
  initialValues: TenderFormValues;
  schemaOptions?: TenderSchemaOptions;
  submitLabel: string;
  /** Where Cancel goes. */
  cancelTo: string;
  /** The tender whose stored documents the form shows (edit, re-tender). */
  documentsOf?: number;
  /** Saves; rejects with the ApiError of a refused save. */
  onSubmit: (values: TenderFormValues) => Promise<void>;
  /** Above the form (what saving does). */
  intro?: ReactNode;
};

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

export function TenderForm({
  initialValues,
  schemaOptions,
  submitLabel,
  cancelTo,
  documentsOf,
  onSubmit,
  intro,
}: TenderFormProps) {
  const pinned = usePinnedErrors();
  const formRef = useRef<HTMLFormElement>(null);
  const schema = useMemo(() => tenderFormSchema(schemaOptions), [schemaOptions]);
  const [failure, setFailure] = useState<SubmitFailure | null>(null);
  const [saving, setSaving] = useState(false);
  const categories = useAdminLookups('tender_category');
  const workTypes = useAdminLookups('work_type');
  const categoryOptions = lookupChoices(categories.data?.data, [Number(initialValues.tender_category_id)]);
  const keptWorkTypes = [
    Number(initialValues.material_work_type_id),
    ...initialValues.work_groups.map((group) => Number(group.material_work_type_id)),
  ];
  const workTypeOptions = lookupChoices(workTypes.data?.data, keptWorkTypes);

  const handleSubmit = async (values: TenderFormValues, helpers: FormikHelpers<TenderFormValues>) => {
    setFailure(null);
    setSaving(true);
    try {
      await onSubmit(values);
    } catch (error) {
      if (!isApiError(error)) throw error;
      const { placed, unplaced } = placeServerErrors(error.fieldErrors, values);
      pinned.pin(placed, values);
      for (const path of Object.keys(placed)) void helpers.setFieldTouched(path, true, false);
      setFailure({ message: error.message, unplaced });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Formik initialValues={initialValues} validate={pinned.validateWith(schema)} onSubmit={handleSubmit}>
      {({ isSubmitting }) => (
        <Form ref={formRef} noValidate aria-label="Tender">
          <RevalidateOn trigger={pinned.pinned} />
          <FocusFirstError formRef={formRef} />
          <Stack gap="8">
            {intro}
            {categories.error || workTypes.error ? (
              <Notice
                status="error"
                title="The tender categories or work types could not be loaded: their choices are missing."
                action={
                  <Button
                    size="sm"
                    variant="outline"
                    colorPalette="red"
                    onClick={() => {
                      void categories.mutate();
                      void workTypes.mutate();
                    }}
                  >
                    Retry
                  </Button>
                }
              />
            ) : null}
            <Text color="gray.700">All fields marked * are required. Dates and times are India time (IST).</Text>
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
            <FormSection title="Evaluation">
              <CheckboxField name="allow_two_stage_bidding" label="Two-stage bidding allowed" />
              <CheckboxField name="general_technical_evaluation" label="General technical evaluation" />
              <CheckboxField name="item_wise_evaluation_allowed" label="Item-wise evaluation allowed" />
              <TextField
                name="bid_validity_days"
                label="Bid validity (days)"
                required
                inputMode="numeric"
                maxLength={4}
              />
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
                options={EMD_FEE_TYPES.map((type) => ({ value: type, label: type }))}
                placeholderOption="-Select EMD fee type-"
              />
              <TextField name="emd_amount" label="EMD amount (₹)" required inputMode="decimal" maxLength={15} />
              <TextField name="emd_percentage" label="EMD percentage (%)" required inputMode="decimal" maxLength={6} />
              <CheckboxField name="emd_exemption_allowed" label="EMD exemption allowed" />
            </FormSection>
            <FormSection title="Place">
              <TenderText name="organization_name" />
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
            <FormSection
              title="Critical Dates"
              description="India time (IST). Bid submission ends after it starts; bids are opened after submission ends; the pre-bid meeting is before submission ends."
            >
              {TENDER_DATE_FIELDS.map((field) => (
                <TextField key={field} name={field} label={DATE_LABELS[field]} required type="datetime-local" />
              ))}
            </FormSection>
            <WorkItemsEditor workTypeOptions={workTypeOptions} />
            <DocumentsEditor tenderId={documentsOf} />
            <FormSection title="Tender Inviting Authority">
              <TenderText name="authorized_name" />
              <TenderText name="authorized_address" area />
            </FormSection>
            <SubmitStatus saving={saving} failure={failure} />
            <HStack gap="3" flexWrap="wrap">
              <ButtonLink to={cancelTo} variant="outline" size="lg">
                Cancel
              </ButtonLink>
              <Button type="submit" colorPalette="blue" size="lg" loading={isSubmitting} loadingText="Saving">
                <Save aria-hidden="true" />
                {submitLabel}
              </Button>
            </HStack>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
