// "Send a representation": the bidder answers a decision that its bid is not
// qualified, in 10 to 4000 characters, with an optional document uploaded as the bid page's
// documents are (straight to the bucket, with a progress bar). A refusal's field errors stay on
// their fields; the rest shows above the button.
import { Button } from '@chakra-ui/react/button';
import { HStack } from '@chakra-ui/react/stack';
import { uploadMaxBytes } from '@tender/shared/upload-rules';
import type { FormikHelpers } from 'formik';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { PinnedForm } from '../../../components/form/pinned-form';
import { SubmitStatus, type SubmitFailure } from '../../../components/form/submit-status';
import { TextareaField } from '../../../components/form/textarea-field';
import { UploadField } from '../../../components/upload/upload-field';
import { isApiError } from '../../../lib/api/api-error';
import { placeServerErrors } from '../../../lib/forms/server-errors';
import { usePinnedErrors } from '../../../lib/forms/use-pinned-errors';
import { sendRepresentation } from '../api/send-representation';
import {
  EMPTY_REPRESENTATION,
  REPRESENTATION_TEXT_MAX,
  representationBody,
  representationFormPath,
  representationSchema,
  type RepresentationValues,
} from './representation-schema';

const DOCUMENT_MAX_MB = uploadMaxBytes('representation_document') / (1024 * 1024);

export type RepresentationFormProps = {
  bidId: string;
  /** After the server took it: its message (the list is then read again). */
  onSent: (message: string) => void | Promise<void>;
};

export function RepresentationForm({ bidId, onSent }: RepresentationFormProps) {
  const pinned = usePinnedErrors();
  const [failure, setFailure] = useState<SubmitFailure | null>(null);
  const [uploading, setUploading] = useState(false);

  const handleSubmit = async (values: RepresentationValues, helpers: FormikHelpers<RepresentationValues>) => {
    setFailure(null);
    try {
      const answer = await sendRepresentation(bidId, representationBody(values));
      await onSent(answer.message);
    } catch (error) {
      if (!isApiError(error)) throw error;
      const { unplaced } = placeServerErrors(error, values, {
        pin: pinned.pin,
        setFieldTouched: helpers.setFieldTouched,
        formPathOf: representationFormPath,
      });
      setFailure({ message: error.message, unplaced });
    }
  };

  return (
    <PinnedForm
      label="Send a representation"
      initialValues={EMPTY_REPRESENTATION}
      schema={representationSchema}
      pinned={pinned}
      onSubmit={handleSubmit}
      stack={{ gap: '4' }}
    >
      {({ isSubmitting }) => (
        <>
          <TextareaField
            name="text"
            label="Your representation"
            required
            rows={5}
            maxLength={REPRESENTATION_TEXT_MAX}
            helperText="10 to 4000 characters: what the evaluators should reconsider, and why."
          />
          <UploadField
            name="document"
            label="Supporting document (optional)"
            purpose="representation_document"
            helpText={`PDF, JPEG or PNG, at most ${DOCUMENT_MAX_MB} MB.`}
            onUploadingChange={setUploading}
          />
          <SubmitStatus saving={isSubmitting} failure={failure} />
          <HStack>
            <Button type="submit" colorPalette="blue" loading={isSubmitting} loadingText="Sending" disabled={uploading}>
              <Send aria-hidden="true" />
              Send the representation
            </Button>
          </HStack>
        </>
      )}
    </PinnedForm>
  );
}
