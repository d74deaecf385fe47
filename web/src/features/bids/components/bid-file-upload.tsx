// One file of a bid (a technical document or the EMD exemption certificate): the existing upload
// flow (lib/upload: the shared type/size checks, a presigned POST straight to the bucket) with a
// progress bar; the value is the UploadRef the submission names by its id.
import { Button } from '@chakra-ui/react/button';
import { Progress } from '@chakra-ui/react/progress';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { progressSlotRecipe } from '@chakra-ui/react/theme';
import type { UploadRef } from '@tender/shared/schemas/uploads';
import { UPLOAD_ACCEPT } from '@tender/shared/upload-rules';
import { useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../lib/api/api-error';
import { uploadFile, UploadError } from '../../../lib/upload/upload-file';
import { usePickedFile } from '../../../lib/upload/use-picked-file';
import { Input } from '../../../components/ui/input';

export type BidFileUploadProps = {
  /** Names the file input and its buttons for screen readers. */
  label: string;
  value: UploadRef | null;
  error?: string;
  disabled?: boolean;
  onChange: (value: UploadRef | null) => void;
  onUploadingChange?: (uploading: boolean) => void;
};

type Running = { fileName: string; percent: number; controller: AbortController };

export function BidFileUpload({ label, value, error, disabled, onChange, onUploadingChange }: BidFileUploadProps) {
  const [running, setRunning] = useState<Running | null>(null);
  const [problem, setProblem] = useState<string>();
  const current = useRef<Running | null>(null);

  useEffect(() => () => current.current?.controller.abort(), []);

  const fileInput = usePickedFile(async (file: File) => {
    current.current?.controller.abort();
    const next: Running = { fileName: file.name, percent: 0, controller: new AbortController() };
    current.current = next;
    setRunning(next);
    setProblem(undefined);
    onUploadingChange?.(true);
    try {
      const ref = await uploadFile(file, {
        purpose: 'bid_document',
        signal: next.controller.signal,
        onProgress: ({ percent }) => {
          if (current.current === next) setRunning({ ...next, percent });
        },
      });
      onChange(ref);
    } catch (cause) {
      if (!(cause instanceof DOMException && cause.name === 'AbortError')) {
        setProblem(cause instanceof UploadError || isApiError(cause) ? cause.message : String(cause));
      }
    } finally {
      if (current.current === next) {
        current.current = null;
        setRunning(null);
        onUploadingChange?.(false);
      }
    }
  });

  const message = problem ?? error;
  return (
    <Stack gap="1" minW="0" flex="1">
      {value && !running ? (
        <HStack gap="2" flexWrap="wrap">
          <Text fontSize="sm" flex="1" minW="0" wordBreak="break-word" data-part="file-name">
            {value.file_name}
          </Text>
          <Button size="xs" variant="ghost" aria-label={`Remove file of ${label}`} onClick={() => onChange(null)}>
            Remove file
          </Button>
        </HStack>
      ) : null}
      {!value && !running ? (
        <Input
          type="file"
          accept={UPLOAD_ACCEPT}
          aria-label={label}
          aria-invalid={message ? true : undefined}
          disabled={disabled}
          ref={fileInput.ref}
          onChange={fileInput.onChange}
          height="auto"
          py="1.5"
          fontSize="sm"
        />
      ) : null}
      {running ? (
        <HStack gap="3">
          <Progress.Root recipe={progressSlotRecipe} value={running.percent} flex="1" minW="0" size="sm">
            <Progress.Label fontSize="sm" wordBreak="break-word" mb="1">
              Uploading {running.fileName}
            </Progress.Label>
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
          <Button size="sm" variant="ghost" onClick={() => running.controller.abort()}>
            Cancel
          </Button>
        </HStack>
      ) : null}
      {message ? (
        <Text color="red.600" fontSize="sm" role="alert">
          {message}
        </Text>
      ) : null}
    </Stack>
  );
}
