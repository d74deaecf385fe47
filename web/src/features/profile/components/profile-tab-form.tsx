import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { HStack } from '@chakra-ui/react/stack';
import type { ProfileFormList, ProfileFormSpec } from '@tender/shared/profile-fields';
import { Save, X } from 'lucide-react';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { DocumentsTable } from '../../../components/form/documents-table';
import { ListEditor, type ListEditorProps } from '../../../components/form/list-editor';
import { PinnedForm } from '../../../components/form/pinned-form';
import { SubmitStatus } from '../../../components/form/submit-status';
import { Notice } from '../../../components/ui/alert';
import { paths } from '../../../config/paths';
import { usePinnedErrors } from '../../../lib/forms/use-pinned-errors';
import type { ProfileData } from '../profile-tabs';
import { tabSchema } from '../profile-schema';
import { tabValues } from '../profile-values';
import { BasicTabSections } from './basic-tab-sections';
import { BuilderTabSections } from './builder-tab-sections';
import { LakhsTotal } from './lakhs-total';
import { useProfileTabSave } from './use-profile-tab-save';
import { usePageNow } from '../../../lib/use-page-now';

export type ProfileTabFormProps = { spec: ProfileFormSpec; profile: ProfileData };

/** What each list shows beside its rows (SPEC §9: works of the last 3 years, costs in Rs Lakhs). */
function listProps(entry: ProfileFormList): Partial<ListEditorProps> {
  switch (entry.list.name) {
    case 'completed_works':
      return {
        description: (
          <>
            Works completed in the last 3 years. Costs in Rs Lakhs.
            <LakhsTotal name="completed_works" field="tendered_cost" label="Total tendered cost" />
          </>
        ),
      };
    case 'ongoing_works':
      return {
        description: (
          <>
            Costs in Rs Lakhs.
            <LakhsTotal name="ongoing_works" field="tendered_cost" label="Total tendered cost" />
          </>
        ),
      };
    case 'turnovers':
      return {
        fixedRows: true,
        readOnlyFields: ['year'],
        rowTitle: (row) => `Turnover ${String(row.year)}`,
        description: (
          <>
            Turnover of each of the previous three calendar years, in Rs Lakhs, with its certificate.
            <LakhsTotal name="turnovers" field="amount" label="Total of the three years" />
          </>
        ),
      };
    case 'quality_certificates':
      return { description: 'Optional: leave the row empty if you hold no quality certificate.' };
    case 'contact_persons':
      return { fieldProps: { mobile_no: { autoComplete: 'tel-national' } } };
    default:
      return {};
  }
}

/**
 * One profile tab as its own Formik form (SPEC §2, §4): the tab's sections and lists, validated before
 * Save (nothing sent when invalid, focus on the first error), the in-progress message while saving,
 * the server's message after; Cancel drops the changes and goes to /profile.
 */
export function ProfileTabForm({ spec, profile }: ProfileTabFormProps) {
  const pinned = usePinnedErrors();
  const { handleSubmit, saving, failure, saved, clear } = useProfileTabSave(spec, profile, pinned);
  const navigate = useNavigate();
  const now = usePageNow();
  // The values the tab opened with; after a save the form is reset to what was saved.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const initialValues = useMemo(() => tabValues(spec, profile, now), [spec]);
  const schema = useMemo(() => tabSchema(spec, { profile }), [spec, profile]);

  return (
    <PinnedForm
      label={`${spec.tab} form`}
      initialValues={initialValues}
      schema={schema}
      pinned={pinned}
      onSubmit={handleSubmit}
    >
      {({ isSubmitting, resetForm }) => (
        <>
          <Heading as="h2" size="2xl" color="brand.navy">
            {spec.tab}
          </Heading>
          {profile.kind === 'builder' ? (
            <BuilderTabSections spec={spec} profile={profile} pinned={pinned} />
          ) : spec.form === 'basic' ? (
            <BasicTabSections spec={spec} profile={profile} pinned={pinned} />
          ) : null}
          {spec.documents ? <DocumentsTable rows={spec.documents} /> : null}
          {spec.lists.map((entry) => (
            <ListEditor
              key={entry.list.name}
              list={entry.list}
              removedName={entry.removed ?? `${entry.list.name}_removed`}
              {...listProps(entry)}
            />
          ))}
          <SubmitStatus saving={saving} failure={failure} />
          {saved && !saving ? <Notice status="success" title={saved} /> : null}
          <HStack gap="3" flexWrap="wrap">
            <Button
              variant="outline"
              size="lg"
              onClick={() => {
                resetForm();
                clear();
                void navigate(paths.profile);
              }}
            >
              <X aria-hidden="true" />
              Cancel
            </Button>
            <Button type="submit" colorPalette="blue" size="lg" loading={isSubmitting} loadingText="Saving">
              <Save aria-hidden="true" />
              Save
            </Button>
          </HStack>
        </>
      )}
    </PinnedForm>
  );
}
