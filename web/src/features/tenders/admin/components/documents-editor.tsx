// The tender's documents (SPEC.md §3 'Tenders Documents') in THE list editor: name, description and
// the file, uploaded through the upload flow (POST /uploads, purpose tender_document). The list may
// be empty; a stored document keeps its file unless a new one replaces it; a new document needs one.
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { tenderFieldMessages as m } from '@tender/shared/admin-messages';
import type { FieldSpec, ListSpec } from '@tender/shared/field-spec';
import { Download } from 'lucide-react';
import { FieldInput } from '../../../../components/form/field-input';
import { ListEditor, type ListRow } from '../../../../components/form/list-editor';
import { DOCUMENT_RULES, TENDER_DOCUMENTS_MAX } from '../tender-form-rules';
import { emptyDocument, type DocumentRow } from '../tender-form-values';
import { useOpenTenderDocument, type TenderDocumentLink } from '../use-open-tender-document';

const [nameField, descriptionField, fileField] = [
  {
    name: 'document_name',
    label: DOCUMENT_RULES.document_name.label,
    kind: 'text',
    required: m.documentName,
    max: DOCUMENT_RULES.document_name.max,
  },
  {
    name: 'description',
    label: DOCUMENT_RULES.description.label,
    kind: 'longText',
    required: m.documentDescription,
    max: DOCUMENT_RULES.description.max,
  },
  { name: 'file', label: 'File', kind: 'file', required: m.documentFile, purpose: 'tender_document' },
] as const satisfies readonly FieldSpec[];

/** A tender's documents as the list editor shows them. */
export const documentList: ListSpec = {
  name: 'tender_documents',
  title: 'Tenders Documents',
  rowLabel: 'document',
  maxRows: TENDER_DOCUMENTS_MAX,
  fields: [nameField, descriptionField, fileField],
};

const documentTitle = (row: ListRow, index: number) =>
  String(row.document_name ?? '').trim() || `Document ${index + 1}`;

export type DocumentsEditorProps = {
  /** The tender whose stored documents the rows with an id are (for their download link). */
  tenderId?: number;
  /** Where a stored document's download link comes from (the Admin's route unless given). */
  documentLink?: TenderDocumentLink;
};

export function DocumentsEditor({ tenderId, documentLink }: DocumentsEditorProps) {
  return (
    <Box borderTopWidth="1px" borderColor="gray.200" pt="6">
      <ListEditor
        list={documentList}
        minRows={0}
        newRow={emptyDocument}
        rowTitle={documentTitle}
        description="PDF, JPEG or PNG, at most 5 MB each. The public can download them once the tender is published."
        emptyText="No documents yet."
        texts={{
          removeLabel: (title) => `Remove document ${title}`,
          full: `A tender can have at most ${TENDER_DOCUMENTS_MAX} documents.`,
        }}
        renderRow={(row, path, index) => (
          <DocumentFields
            row={row as DocumentRow}
            path={path}
            title={documentTitle(row, index)}
            tenderId={tenderId}
            documentLink={documentLink}
          />
        )}
      />
    </Box>
  );
}

type DocumentFieldsProps = {
  row: DocumentRow;
  path: string;
  title: string;
  tenderId?: number;
  documentLink?: TenderDocumentLink;
};

/** One document's fields: its name and description, its stored file (if any), and the file to upload. */
function DocumentFields({ row, path, title, tenderId, documentLink }: DocumentFieldsProps) {
  const stored = row.id !== undefined;
  return (
    <Stack gap="4">
      <FieldInput field={nameField} name={`${path}.document_name`} />
      <FieldInput field={descriptionField} name={`${path}.description`} />
      {row.id !== undefined ? (
        <StoredFile documentId={row.id} fileName={row.stored_name} tenderId={tenderId} documentLink={documentLink} />
      ) : null}
      <FieldInput
        field={{
          ...fileField,
          label: stored ? `Replace the file of ${title}` : `File of ${title}`,
          help: stored ? 'Optional: a new file replaces the stored one.' : undefined,
        }}
        name={`${path}.file`}
        required={!stored}
      />
    </Stack>
  );
}

type StoredFileProps = { documentId: number; fileName?: string; tenderId?: number; documentLink?: TenderDocumentLink };

/** The file a stored document has, with its download while the tender is known. */
function StoredFile({ documentId, fileName, tenderId, documentLink }: StoredFileProps) {
  const download = useOpenTenderDocument(tenderId, documentLink);
  return (
    <HStack gap="3" flexWrap="wrap">
      <Text fontSize="sm" color="gray.700">
        Stored file{fileName ? `: ${fileName}` : ''}
      </Text>
      {tenderId !== undefined ? (
        <Button size="sm" variant="outline" loading={download.opening} onClick={() => void download.open(documentId)}>
          <Download aria-hidden="true" />
          Download
        </Button>
      ) : null}
      {download.problem ? (
        <Text fontSize="sm" color="red.600" role="alert">
          {download.problem}
        </Text>
      ) : null}
    </HStack>
  );
}
