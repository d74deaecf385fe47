// /admin/settings: registration fee, site slogan, site url, logo (uploaded), and the payment switch
// that GET /check_payment_during_contractor_registration reads. Saved at the version read; the
// public reads show the change on their next request (and this browser's cached copies are renewed).
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { Image } from '@chakra-ui/react/image';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { formatIstDateTime } from '@tender/shared/format';
import type { AdminSettings } from '@tender/shared/schemas/settings-admin';
import { Form, Formik, useFormikContext, type FormikHelpers } from 'formik';
import { Save } from 'lucide-react';
import { useRef, useState } from 'react';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { FocusFirstError } from '../../../components/form/focus-first-error';
import { FormSection } from '../../../components/form/form-section';
import { RevalidateOn } from '../../../components/form/revalidate-on';
import { SubmitStatus, type SubmitFailure } from '../../../components/form/submit-status';
import { TextField } from '../../../components/form/text-field';
import { UploadField } from '../../../components/upload/upload-field';
import { Notice } from '../../../components/ui/alert';
import { LoadingState } from '../../../components/ui/loading-state';
import { firstFieldErrors, isApiError } from '../../../lib/api/api-error';
import { usePinnedErrors } from '../../../lib/forms/use-pinned-errors';
import { AuditTrail } from '../../audit/admin/audit-trail';
import { useRevalidate } from '../../../components/admin/admin-api';
import { AdminPage } from '../../../components/admin/admin-page';
import { PUBLIC_SETTINGS_KEYS, updateSettings, useAdminSettings } from './api';
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
  const formRef = useRef<HTMLFormElement>(null);
  const [failure, setFailure] = useState<SubmitFailure | null>(null);
  const [conflict, setConflict] = useState(false);

  const handleSubmit = async (values: SettingsFormValues, helpers: FormikHelpers<SettingsFormValues>) => {
    setFailure(null);
    setConflict(false);
    onSaving();
    try {
      const answer = await updateSettings(toSettingsBody(values, settings.version));
      await revalidate(...PUBLIC_SETTINGS_KEYS, '/admin/audit');
      onSaved(answer.data, answer.message);
    } catch (error) {
      if (!isApiError(error)) throw error;
      const messages = firstFieldErrors(error.fieldErrors);
      const placed = Object.fromEntries(
        Object.entries(messages)
          .map(([path, message]) => [path.replace(/\.(key|file_name)$/, ''), message] as const)
          .filter(([path]) => path in values),
      );
      pinned.pin(placed, values);
      for (const path of Object.keys(placed)) void helpers.setFieldTouched(path, true, false);
      const unplaced = Object.entries(messages)
        .filter(([path]) => !(path.replace(/\.(key|file_name)$/, '') in values))
        .map(([, message]) => message);
      setConflict(error.status === 409);
      setFailure({ message: error.message, unplaced });
    }
  };

  return (
    <Stack gap="8">
      {saved ? <Notice status="success" title={saved} /> : null}
      <Formik
        initialValues={settingsValuesOf(settings)}
        validate={pinned.validateWith(settingsSchema)}
        onSubmit={handleSubmit}
      >
        {({ isSubmitting }) => (
          <Form ref={formRef} noValidate aria-label="Settings">
            <RevalidateOn trigger={pinned.pinned} />
            <FocusFirstError formRef={formRef} />
            <Stack gap="6" maxW="48rem">
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
                <TextField name="site_url" label="Site url" required type="url" maxLength={300} />
              </FormSection>
              <LogoSection settings={settings} />
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
            </Stack>
          </Form>
        )}
      </Formik>
      <Text color="gray.700" fontSize="sm">
        {settings.updated_at
          ? `Last saved ${formatIstDateTime(settings.updated_at)}.`
          : 'Never saved: the defaults apply.'}
      </Text>
      <Box as="section" aria-labelledby="settings-audit" borderTopWidth="1px" borderColor="gray.200" pt="5">
        <Heading as="h2" id="settings-audit" size="lg" color="brand.navy" mb="3">
          Audit trail
        </Heading>
        <AuditTrail filter={{ entity: 'settings', id: 'basic' }} />
      </Box>
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
