// The tender's documents (SPEC.md §3 'Tenders Documents'): name, description and the file, uploaded
// through the upload flow (POST /uploads, purpose tender_document). A stored document keeps its file
// unless a new one replaces it; a new document needs one.
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { getIn, useFormikContext } from 'formik';
import { Download, Plus, Trash2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { TextField } from '../../../../components/form/text-field';
import { TextareaField } from '../../../../components/form/textarea-field';
import { UploadField } from '../../../../components/upload/upload-field';
import { isApiError } from '../../../../lib/api/api-error';
import { getTenderDocumentLink } from '../api';
import {
  DOCUMENT_RULES,
  emptyDocument,
  TENDER_DOCUMENTS_MAX,
  type DocumentRow,
  type TenderFormValues,
} from '../tender-form-values';
import { openLink } from '../open-link';

export type DocumentsEditorProps = {
  /** The tender whose stored documents the rows with an id are (for their download link). */
  tenderId?: number;
};

export function DocumentsEditor({ tenderId }: DocumentsEditorProps) {
  const { values, errors, submitCount, setFieldValue } = useFormikContext<TenderFormValues>();
  const headingId = useId();
  const addRef = useRef<HTMLButtonElement>(null);
  const rows = values.tender_documents;
  const full = rows.length >= TENDER_DOCUMENTS_MAX;
  const listError = getIn(errors, 'tender_documents');
  const keys = useRef<number[]>([]);
  const serial = useRef(0);
  while (keys.current.length < rows.length) keys.current.push((serial.current += 1));
  if (keys.current.length > rows.length) keys.current.length = rows.length;

  const handleAdd = () => void setFieldValue('tender_documents', [...rows, emptyDocument()]);
  const handleRemove = (index: number) => {
    keys.current.splice(index, 1);
    void setFieldValue(
      'tender_documents',
      rows.filter((_, at) => at !== index),
    );
    addRef.current?.focus();
  };

  return (
    <Box as="section" aria-labelledby={headingId} borderTopWidth="1px" borderColor="gray.200" pt="6">
      <Heading as="h3" id={headingId} size="lg" color="brand.navy" mb="1">
        Tenders Documents
      </Heading>
      <Text color="gray.700" mb="4">
        PDF, JPEG or PNG, at most 5 MB each. The public can download them once the tender is published.
      </Text>
      {typeof listError === 'string' && submitCount > 0 ? (
        <Text role="alert" color="red.600" fontSize="sm" mb="3">
          {listError}
        </Text>
      ) : null}
      <Stack gap="4">
        {rows.length === 0 ? <Text color="gray.700">No documents yet.</Text> : null}
        {rows.map((row, index) => (
          <DocumentRowEditor
            key={keys.current[index]}
            row={row}
            index={index}
            tenderId={tenderId}
            onRemove={() => handleRemove(index)}
          />
        ))}
      </Stack>
      <Box mt="3">
        <Button ref={addRef} variant="outline" colorPalette="blue" onClick={handleAdd} disabled={full}>
          <Plus aria-hidden="true" />
          Add document
        </Button>
        {full ? (
          <Text fontSize="sm" color="gray.600" mt="1">
            A tender can have at most {TENDER_DOCUMENTS_MAX} documents.
          </Text>
        ) : null}
      </Box>
    </Box>
  );
}

type DocumentRowEditorProps = { row: DocumentRow; index: number; tenderId?: number; onRemove: () => void };

function DocumentRowEditor({ row, index, tenderId, onRemove }: DocumentRowEditorProps) {
  const name = `tender_documents.${index}`;
  const title = row.document_name.trim() || `Document ${index + 1}`;
  const [opening, setOpening] = useState(false);
  const [problem, setProblem] = useState<string>();
  const stored = row.id !== undefined;

  const handleDownload = async () => {
    if (tenderId === undefined || row.id === undefined) return;
    setOpening(true);
    setProblem(undefined);
    try {
      const documentId = row.id;
      await openLink(async () => (await getTenderDocumentLink(tenderId, documentId)).data.url);
    } catch (error) {
      setProblem(isApiError(error) ? error.message : String(error));
    } finally {
      setOpening(false);
    }
  };

  return (
    <Box
      as="fieldset"
      borderWidth="1px"
      borderColor="gray.200"
      borderRadius="lg"
      bg="gray.50"
      p={{ base: '3', md: '4' }}
      minW="0"
    >
      <HStack as="legend" justify="space-between" w="full" gap="2" float="left" mb="3">
        <Text as="span" fontWeight="semibold" wordBreak="break-word">
          {title}
        </Text>
        <Button size="sm" variant="ghost" colorPalette="red" onClick={onRemove} aria-label={`Remove document ${title}`}>
          <Trash2 aria-hidden="true" />
          Remove
        </Button>
      </HStack>
      <Stack gap="4" clear="both">
        <TextField
          name={`${name}.document_name`}
          label={DOCUMENT_RULES.document_name.label}
          required
          maxLength={DOCUMENT_RULES.document_name.max}
        />
        <TextareaField
          name={`${name}.description`}
          label={DOCUMENT_RULES.description.label}
          required
          maxLength={DOCUMENT_RULES.description.max}
          rows={2}
        />
        {stored ? (
          <HStack gap="3" flexWrap="wrap">
            <Text fontSize="sm" color="gray.700">
              Stored file{row.stored_name ? `: ${row.stored_name}` : ''}
            </Text>
            {tenderId !== undefined ? (
              <Button size="sm" variant="outline" loading={opening} onClick={handleDownload}>
                <Download aria-hidden="true" />
                Download
              </Button>
            ) : null}
            {problem ? (
              <Text fontSize="sm" color="red.600" role="alert">
                {problem}
              </Text>
            ) : null}
          </HStack>
        ) : null}
        <UploadField
          name={`${name}.file`}
          label={stored ? `Replace the file of ${title}` : `File of ${title}`}
          purpose="tender_document"
          required={!stored}
          helpText={stored ? 'Optional: a new file replaces the stored one.' : undefined}
        />
      </Stack>
    </Box>
  );
}
