// The tender form (create, edit, re-tender): every field group of SPEC.md §3's tender detail, the
// date rules on their fields, work items grouped by work type, documents through the upload flow.
// A refused save's field errors are pinned on their fields (work items and documents included).
import { Button } from '@chakra-ui/react/button';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { FormikHelpers } from 'formik';
import { Save } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { PinnedForm } from '../../../../components/form/pinned-form';
import { SubmitStatus, type SubmitFailure } from '../../../../components/form/submit-status';
import { Notice } from '../../../../components/ui/alert';
import { ButtonLink } from '../../../../components/ui/link';
import { isApiError } from '../../../../lib/api/api-error';
import { usePinnedErrors, type PinnedErrorsState } from '../../../../lib/forms/use-pinned-errors';
import { tenderFormSchema, type TenderSchemaOptions } from '../tender-form-schema';
import type { TenderFormValues } from '../tender-form-values';
import { placeServerErrors } from '../tender-server-errors';
import type { TenderDocumentLink } from '../use-open-tender-document';
import { useTenderLookups, type TenderLookups } from '../use-tender-lookups';
import { DocumentsEditor } from './documents-editor';
import {
  AuthoritySection,
  BasicDetailsSection,
  CriticalDatesSection,
  EvaluationAndFeesSections,
  PlaceSection,
} from './tender-form-fields';
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
  /** Who owns the tender: the Admin's organisation picker; none in an organisation's own form. */
  ownerField?: ReactNode;
  /** Who opens and evaluates its bids: the Admin's section; none in an organisation's own form. */
  openingField?: ReactNode;
  /** Just above the buttons (a published tender's corrigendum preview and reason). */
  footer?: ReactNode;
};

export type TenderEditorProps = TenderFormProps & {
  /** The category and work type choices (the Admin's lookup lists, or the public ones). */
  lookups: TenderLookups;
  /** Where a stored document's download link comes from (the Admin's route unless given). */
  documentLink?: TenderDocumentLink;
};

/** Saves through `onSubmit`; a refused save's field errors are pinned on their fields, the rest shown above. */
function useTenderSubmit(onSubmit: TenderFormProps['onSubmit'], pinned: PinnedErrorsState) {
  const [failure, setFailure] = useState<SubmitFailure | null>(null);
  const [saving, setSaving] = useState(false);
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
  return { handleSubmit, failure, saving };
}

/** The Admin's tender form: its choices from the Admin's lookup lists (retired entries marked). */
export function TenderForm(props: TenderFormProps) {
  const lookups = useTenderLookups(props.initialValues);
  return <TenderEditor {...props} lookups={lookups} />;
}

/** The tender form with its choices given: the Admin's (TenderForm) or an organisation's own. */
export function TenderEditor({
  initialValues,
  schemaOptions,
  submitLabel,
  cancelTo,
  documentsOf,
  onSubmit,
  intro,
  ownerField,
  openingField,
  footer,
  lookups,
  documentLink,
}: TenderEditorProps) {
  const pinned = usePinnedErrors();
  const schema = useMemo(() => tenderFormSchema(schemaOptions), [schemaOptions]);
  const { handleSubmit, failure, saving } = useTenderSubmit(onSubmit, pinned);

  return (
    <PinnedForm label="Tender" initialValues={initialValues} schema={schema} pinned={pinned} onSubmit={handleSubmit}>
      {({ isSubmitting }) => (
        <>
          {intro}
          {lookups.failed ? <LookupsMissing onRetry={lookups.retry} /> : null}
          <Text color="gray.700">All fields marked * are required. Dates and times are India time (IST).</Text>
          <BasicDetailsSection categoryOptions={lookups.categoryOptions} workTypeOptions={lookups.workTypeOptions} />
          <EvaluationAndFeesSections />
          {ownerField}
          {openingField}
          <PlaceSection />
          <CriticalDatesSection />
          <WorkItemsEditor workTypeOptions={lookups.workTypeOptions} />
          <DocumentsEditor tenderId={documentsOf} documentLink={documentLink} />
          <AuthoritySection />
          {footer}
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
        </>
      )}
    </PinnedForm>
  );
}

function LookupsMissing({ onRetry }: { onRetry: () => void }) {
  return (
    <Notice
      status="error"
      title="The tender categories or work types could not be loaded: their choices are missing."
      action={
        <Button size="sm" variant="outline" colorPalette="red" onClick={onRetry}>
          Retry
        </Button>
      }
    />
  );
}
