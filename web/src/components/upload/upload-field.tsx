// A Formik file field (DESIGN.md §5): checks type and size with the shared rules, uploads straight
// to the bucket with a progress bar, and keeps an UploadRef (new) or StoredFile (saved) as its value.
import { Button } from '@chakra-ui/react/button';
import { Progress } from '@chakra-ui/react/progress';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { progressSlotRecipe } from '@chakra-ui/react/theme';
import { chakra } from '@chakra-ui/react/styled-system';
import { STORED_FILE_KEY_PATTERN, UPLOAD_ACCEPT, type UploadPurpose } from '@tender/shared/upload-rules';
import { useField } from 'formik';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../lib/api/api-error';
import { openStoredFile } from '../../lib/upload/file-url';
import { uploadFile, UploadError } from '../../lib/upload/upload-file';
import type { UploadValue } from '../../lib/upload/upload-schema';
import { usePickedFile } from '../../lib/upload/use-picked-file';
import { Field } from '../ui/field';
import { Input } from '../ui/input';

export type UploadFieldProps = {
  name: string;
  /** Plain text: it also names the field's buttons for screen readers ("Replace Photo"). */
  label: string;
  purpose: UploadPurpose;
  required?: boolean;
  helpText?: ReactNode;
  /** Told when an upload starts and ends, so a form can hold its submit meanwhile. */
  onUploadingChange?: (uploading: boolean) => void;
};

type Uploading = { fileName: string; percent: number; controller: AbortController };

const isStored = (value: UploadValue): boolean => value !== null && STORED_FILE_KEY_PATTERN.test(value.key);

export function UploadField({ name, label, purpose, required, helpText, onUploadingChange }: UploadFieldProps) {
  const [field, meta, helpers] = useField<UploadValue>(name);
  const value = field.value ?? null;
  const [uploading, setUploading] = useState<Uploading | null>(null);
  const [problem, setProblem] = useState<string>();
  const [announcement, setAnnouncement] = useState('');
  const [viewing, setViewing] = useState(false);
  const current = useRef<Uploading | null>(null);

  // An upload still running when the field goes away is cancelled.
  useEffect(() => () => current.current?.controller.abort(), []);

  const setRunning = (next: Uploading | null) => {
    current.current = next;
    setUploading(next);
  };

  // Touched first, value last: Formik validates a setTouched with the values of the last render,
  // so the other order would validate the value this field had before.
  const markTouchedThenSet = async (next: UploadValue) => {
    await helpers.setTouched(true, false);
    await helpers.setValue(next, true);
  };

  const formikError = typeof meta.error === 'string' && meta.touched ? meta.error : undefined;
  const errorText = problem ?? formikError;

  const fileInput = usePickedFile(async (file: File) => {
    current.current?.controller.abort();
    setProblem(undefined);
    const running: Uploading = { fileName: file.name, percent: 0, controller: new AbortController() };
    setRunning(running);
    onUploadingChange?.(true);
    setAnnouncement(`Uploading ${file.name}`);
    try {
      const ref = await uploadFile(file, {
        purpose,
        signal: running.controller.signal,
        onProgress: ({ percent }) => {
          if (current.current === running) setUploading({ ...running, percent });
        },
      });
      await markTouchedThenSet(ref);
      setAnnouncement(`${ref.file_name} uploaded`);
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') {
        setAnnouncement('Upload cancelled');
      } else {
        // The error text under the field is announced by itself (Field.ErrorText is a live region).
        setProblem(error instanceof UploadError || isApiError(error) ? error.message : String(error));
        setAnnouncement('');
      }
      await helpers.setTouched(true, true);
    } finally {
      if (current.current === running) {
        setRunning(null);
        onUploadingChange?.(false);
      }
    }
  });

  const handleRemove = async () => {
    setProblem(undefined);
    await markTouchedThenSet(null);
    setAnnouncement(`${label}: file removed`);
    fileInput.ref.current?.focus();
  };

  const handleView = async () => {
    if (!value) return;
    setViewing(true);
    try {
      await openStoredFile(value);
    } catch (error) {
      setProblem(isApiError(error) ? error.message : String(error));
    } finally {
      setViewing(false);
    }
  };

  return (
    <Field label={label} helperText={helpText} required={required} invalid={Boolean(errorText)} errorText={errorText}>
      <Stack gap="2" width="full" minW="0">
        {value && !uploading ? (
          <HStack gap="2" flexWrap="wrap" width="full">
            <Text flex="1 1 10rem" minW="0" wordBreak="break-word" fontSize="sm" data-part="file-name">
              {value.file_name}
            </Text>
            <HStack gap="2" flexWrap="wrap">
              {isStored(value) ? (
                <Button size="sm" variant="outline" aria-label={`View ${label}`} loading={viewing} onClick={handleView}>
                  View
                </Button>
              ) : null}
              <Button
                size="sm"
                variant="outline"
                aria-label={`Replace ${label}`}
                onClick={() => fileInput.ref.current?.click()}
              >
                Replace
              </Button>
              <Button size="sm" variant="ghost" aria-label={`Remove ${label}`} onClick={handleRemove}>
                Remove
              </Button>
            </HStack>
          </HStack>
        ) : null}
        {/* Native file input: keyboard and screen-reader usable as is; hidden while a file is shown. */}
        <Input
          ref={fileInput.ref}
          type="file"
          name={name}
          accept={UPLOAD_ACCEPT}
          onChange={fileInput.onChange}
          onBlur={field.onBlur}
          display={value || uploading ? 'none' : undefined}
          // Formik decides what is required; a native `required` would block the form's submit.
          required={false}
          aria-required={required || undefined}
          height="auto"
          py="1.5"
          fontSize="sm"
        />
        {uploading ? (
          <HStack gap="3" width="full">
            <Progress.Root recipe={progressSlotRecipe} value={uploading.percent} flex="1" minW="0" size="sm">
              <Progress.Label fontSize="sm" wordBreak="break-word" mb="1">
                Uploading {uploading.fileName}
              </Progress.Label>
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
            <Button
              size="sm"
              variant="ghost"
              aria-label={`Cancel uploading ${uploading.fileName}`}
              onClick={() => uploading.controller.abort()}
            >
              Cancel
            </Button>
          </HStack>
        ) : null}
        <chakra.span srOnly aria-live="polite">
          {announcement}
        </chakra.span>
      </Stack>
    </Field>
  );
}
