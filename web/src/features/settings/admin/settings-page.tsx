// /admin/settings: registration fee, site slogan, site url, logo (uploaded), the payment switch
// that GET /check_payment_during_contractor_registration reads, the office (header, footer, contact
// page, mails) and the tax invoice's issuer. Saved at the version read; the
// public reads show the change on their next request (and this browser's cached copies are renewed).
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Image } from '@chakra-ui/react/image';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { formatIstDateTime } from '@tender/shared/format';
import type { AdminSettings } from '@tender/shared/schemas/settings-admin';
import { useFormikContext, type FormikHelpers } from 'formik';
import { Save } from 'lucide-react';
import { useState } from 'react';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { FormSection } from '../../../components/form/form-section';
import { PinnedForm } from '../../../components/form/pinned-form';
import { SubmitStatus, type SubmitFailure } from '../../../components/form/submit-status';
import { TextField } from '../../../components/form/text-field';
import { UploadField } from '../../../components/upload/upload-field';
import { Notice } from '../../../components/ui/alert';
import { LoadingState } from '../../../components/ui/loading-state';
import { isApiError } from '../../../lib/api/api-error';
import { placeServerErrors } from '../../../lib/forms/server-errors';
import { usePinnedErrors } from '../../../lib/forms/use-pinned-errors';
import { useRevalidate } from '../../../components/admin/admin-api';
import { AdminPage } from '../../../components/admin/admin-page';
import { AdminSection } from '../../../components/admin/admin-section';
import { AuditTrail } from '../../../components/admin/audit-trail';
import { AUDIT_PATH } from '../../../config/paths';
import { useAdminSettings } from './api/get-admin-settings';
import { PUBLIC_SETTINGS_KEYS, updateSettings } from './api/update-settings';
import { OfficeSection, TaxInvoiceSection } from './office-sections';
import { settingsSchema, settingsValuesOf, toSettingsBody, type SettingsFormValues } from './settings-schema';

export function SettingsPage() {
  const { data, error, isLoading, isValidating, mutate } = useAdminSettings();
  // Kept here: a save renews the form (new version, new values), the message stays.
  const [saved, setSaved] = useState<string>();
  return (
    <AdminPage title="Settings" lead="Saved values show on the public site for the next visitor.">
      {error ? (
        <ApiErrorAlert error={error} onRetry={() => void mutate()} retrying={isValidating} />
      ) : isLoading || !data ? (
        <LoadingState />
      ) : (
        <SettingsForm
          key={data.data.version}
          settings={data.data}
          saved={saved}
          onSaving={() => setSaved(undefined)}
          onSaved={(settings, message) => {
            setSaved(message);
            void mutate({ data: settings }, { revalidate: false });
          }}
          onReload={() => void mutate()}
        />
      )}
    </AdminPage>
  );
}

/** The logo's upload reference is refused by its key or file name; the upload field shows both. */
const uploadFieldPath = (bodyPath: string) => bodyPath.replace(/\.(key|file_name)$/, '');

type SettingsFormProps = {
  settings: AdminSettings;
  /** The last save's message. */
  saved?: string;
  onSaving: () => void;
  onSaved: (settings: AdminSettings, message: string) => void;
  onReload: () => void;
};

function SettingsForm({ settings, saved, onSaving, onSaved, onReload }: SettingsFormProps) {
  const pinned = usePinnedErrors();
  const revalidate = useRevalidate();
  const [failure, setFailure] = useState<SubmitFailure | null>(null);
  const [conflict, setConflict] = useState(false);

  const handleSubmit = async (values: SettingsFormValues, helpers: FormikHelpers<SettingsFormValues>) => {
    setFailure(null);
    setConflict(false);
    onSaving();
    try {
      const answer = await updateSettings(toSettingsBody(values, settings.version));
      await revalidate(...PUBLIC_SETTINGS_KEYS, AUDIT_PATH);
      onSaved(answer.data, answer.message);
    } catch (error) {
      if (!isApiError(error)) throw error;
      const { unplaced } = placeServerErrors(error, values, {
        pin: pinned.pin,
        setFieldTouched: helpers.setFieldTouched,
        formPathOf: uploadFieldPath,
      });
      setConflict(error.status === 409);
      setFailure({ message: error.message, unplaced });
    }
  };

  return (
    <Stack gap="8">
      {saved ? <Notice status="success" title={saved} /> : null}
      <PinnedForm
        label="Settings"
        initialValues={settingsValuesOf(settings)}
        schema={settingsSchema}
        pinned={pinned}
        onSubmit={handleSubmit}
        stack={{ gap: '6', maxW: '48rem' }}
      >
        {({ isSubmitting }) => (
          <>
            <FormSection title="Registration">
              <TextField
                name="basic_contractor_registration_fees"
                label="Registration fee (₹, before GST)"
                required
                inputMode="decimal"
                maxLength={10}
              />
              <Box alignSelf="center">
                <CheckboxField
                  name="payment_required"
                  label="Contractors pay the registration fee"
                  helperText="Off: contractors register without paying."
                />
              </Box>
            </FormSection>
            <FormSection title="Site">
              <TextField name="site_slogan" label="Site slogan" required maxLength={200} />
              <TextField
                name="site_url"
                label="Site url"
                type="url"
                maxLength={300}
                helperText="Where links in mails lead; empty: the address the site runs at."
              />
            </FormSection>
            <LogoSection settings={settings} />
            <OfficeSection />
            <TaxInvoiceSection />
            <SubmitStatus saving={isSubmitting} failure={failure} />
            {conflict ? (
              <Box>
                <Button variant="outline" onClick={onReload}>
                  Reload the settings
                </Button>
              </Box>
            ) : null}
            <HStack>
              <Button type="submit" colorPalette="blue" size="lg" loading={isSubmitting} loadingText="Saving">
                <Save aria-hidden="true" />
                Save settings
              </Button>
            </HStack>
          </>
        )}
      </PinnedForm>
      <Text color="gray.700" fontSize="sm">
        {settings.updated_at
          ? `Last saved ${formatIstDateTime(settings.updated_at)}.`
          : 'Never saved: the defaults apply.'}
      </Text>
      <AdminSection title="Audit trail">
        <AuditTrail filter={{ entity: 'settings', id: 'basic' }} />
      </AdminSection>
    </Stack>
  );
}

function LogoSection({ settings }: { settings: AdminSettings }) {
  const { values } = useFormikContext<SettingsFormValues>();
  return (
    <FormSection title="Logo" description="JPEG or PNG, at most 5 MB.">
      <Box>
        <Text fontSize="sm" color="gray.600" mb="2">
          Current logo: {settings.site_logo_file ? settings.site_logo_file.file_name : 'the site’s own'}
        </Text>
        {settings.site_logo_file ? (
          <Image src={settings.site_logo} alt="Current site logo" maxH="16" maxW="full" objectFit="contain" />
        ) : null}
      </Box>
      <Stack gap="3">
        <UploadField name="site_logo" label="New logo" purpose="site_logo" />
        {settings.site_logo_file && !values.site_logo ? (
          <CheckboxField name="remove_logo" label="Go back to the site's own logo" />
        ) : null}
      </Stack>
    </FormSection>
  );
}
