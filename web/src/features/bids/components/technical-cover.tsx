import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { BID_MAX_DOCUMENTS } from '@tender/shared/schemas/bid-submission';
import { Plus, Trash2 } from 'lucide-react';
import { Notice } from '../../../components/ui/alert';
import { Checkbox } from '../../../components/ui/checkbox';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { LoadingState } from '../../../components/ui/loading-state';
import { newDocumentRow, type BidDocumentDraft, type ProfileRowChoice } from '../bid-form/bid-draft';
import type { ProfileRowOption } from '../bid-form/profile-rows';
import { BidFileUpload } from './bid-file-upload';

export type TechnicalCoverProps = {
  /** The profile's rows, or undefined while the profile loads. */
  options: readonly ProfileRowOption[] | undefined;
  /** Why the profile could not be read, if it could not. */
  profileLoadError?: string;
  chosen: readonly ProfileRowChoice[];
  documents: readonly BidDocumentDraft[];
  profileRowsError?: string;
  /** By the row's rowId. */
  documentErrors: Readonly<Record<string, string>>;
  disabled?: boolean;
  onChosenChange: (chosen: ProfileRowChoice[]) => void;
  onDocumentsChange: (documents: BidDocumentDraft[]) => void;
  onUploadingChange: (uploading: boolean) => void;
};

function ProfileRows(props: TechnicalCoverProps) {
  const { options, profileLoadError, chosen, profileRowsError, disabled, onChosenChange } = props;
  // Never "no rows" before the profile has said so: the list would replace that line a moment later.
  if (profileLoadError) return <Notice status="error" title={profileLoadError} />;
  if (!options) return <LoadingState />;
  if (options.length === 0)
    return <Text color="gray.700">Your profile has no completed works, turnovers or quality certificates yet.</Text>;
  const toggle = (value: ProfileRowChoice, checked: boolean) =>
    onChosenChange(checked ? [...chosen.filter((v) => v !== value), value] : chosen.filter((v) => v !== value));
  return (
    <Box as="fieldset" aria-invalid={profileRowsError ? true : undefined}>
      <Text as="legend" fontWeight="medium" fontSize="sm" mb="2">
        Rows of your profile this bid relies on
      </Text>
      <Stack gap="2">
        {options.map((option) => (
          <Checkbox
            key={option.value}
            checked={chosen.includes(option.value)}
            disabled={disabled}
            onCheckedChange={(details) => toggle(option.value, details.checked === true)}
          >
            {option.group}: {option.label}
          </Checkbox>
        ))}
      </Stack>
      {profileRowsError ? (
        <Text color="red.600" fontSize="sm" mt="1" role="alert">
          {profileRowsError}
        </Text>
      ) : null}
    </Box>
  );
}

function Documents(props: TechnicalCoverProps) {
  const { documents, documentErrors, disabled, onDocumentsChange, onUploadingChange } = props;
  const update = (rowId: string, change: Partial<BidDocumentDraft>) =>
    onDocumentsChange(documents.map((row) => (row.rowId === rowId ? { ...row, ...change } : row)));
  return (
    <Stack gap="4">
      <Text fontSize="sm" color="gray.700">
        The documents the tender asks for: PDF, JPEG or PNG, up to 20 MB each, at most {BID_MAX_DOCUMENTS}. They are
        sealed into your bid when you submit; a revision attaches them again.
      </Text>
      {documents.map((row, index) => (
        <Box key={row.rowId} borderWidth="1px" borderColor="gray.200" borderRadius="md" p="3">
          <Stack direction={{ base: 'column', md: 'row' }} gap="3" align={{ md: 'flex-start' }}>
            <Field label={`Document ${index + 1} name`} flex="1" invalid={Boolean(documentErrors[row.rowId])}>
              <Input
                value={row.name}
                maxLength={100}
                disabled={disabled}
                onChange={(event) => update(row.rowId, { name: event.target.value })}
              />
            </Field>
            <BidFileUpload
              label={`Document ${index + 1} file`}
              value={row.upload}
              error={documentErrors[row.rowId]}
              disabled={disabled}
              onChange={(upload) => update(row.rowId, { upload })}
              onUploadingChange={onUploadingChange}
            />
            <Button
              size="sm"
              variant="ghost"
              aria-label={`Remove document ${index + 1}`}
              disabled={disabled}
              onClick={() => onDocumentsChange(documents.filter((other) => other.rowId !== row.rowId))}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </Stack>
        </Box>
      ))}
      <HStack>
        <Button
          size="sm"
          variant="outline"
          disabled={disabled || documents.length >= BID_MAX_DOCUMENTS}
          onClick={() => onDocumentsChange([...documents, newDocumentRow()])}
        >
          <Plus aria-hidden="true" />
          Add a document
        </Button>
      </HStack>
    </Stack>
  );
}

/** The technical cover: profile rows chosen (not typed again) and the tender's documents. */
export function TechnicalCover(props: TechnicalCoverProps) {
  return (
    <Stack gap="6">
      <ProfileRows {...props} />
      <Box>
        <Heading as="h3" size="sm" mb="2">
          Documents
        </Heading>
        <Documents {...props} />
      </Box>
    </Stack>
  );
}
