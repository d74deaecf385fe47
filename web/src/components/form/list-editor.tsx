// THE editor of every repeating list (STYLE.md example 7): directors, technical staff, machinery,
// completed and ongoing works, turnover, certificates, contact persons, a buyer's directors and
// projects, and the profile tabs. Driven by a ListSpec (shared/field-spec.ts): SPEC §5 Lists and §9
// limits: it starts with one row, 'Add <row>' until maxRows (then disabled, with a note), a row can be
// removed only while more than one remains, and the server ids of removed rows are collected in
// `<name>_removed` (or `removedName`) and reported through onRemoved for the profile saves.
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { fieldMessages, type FieldSpec, type ListSpec } from '@tender/shared/field-spec';
import { getIn, useFormikContext, type FormikValues } from 'formik';
import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { emptyRow } from '../../lib/forms/yup-from-fields';
import { FieldInput, type FieldInputProps } from './field-input';

/** A row as the form holds it: field values by name, and the server's id once it has one. */
export type ListRow = Record<string, unknown> & { id?: number };

export type ListEditorProps = {
  list: ListSpec;
  /** The Formik path of the rows (default: the list's name). */
  name?: string;
  /** The Formik field collecting removed rows' server ids (default `<name>_removed`). */
  removedName?: string;
  /** Called with every removed server id so far, after each removal of a saved row. */
  onRemoved?: (ids: number[]) => void;
  /** The form decides the rows (the turnover years): no Add, no Remove. */
  fixedRows?: boolean;
  /** Fields shown but not editable (the turnover year). */
  readOnlyFields?: readonly string[];
  /** Extra props per field (upperCase, liveFrom, autoComplete). */
  fieldProps?: Readonly<Record<string, Partial<FieldInputProps>>>;
  /** A row's title (default '<Row label> <n>'). */
  rowTitle?: (row: ListRow, index: number) => string;
  /** A new row's values (default: every field empty). */
  newRow?: () => ListRow;
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** Text under the heading. */
  description?: ReactNode;
};

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

let keySerial = 0;
const nextKey = () => `row-${(keySerial += 1)}`;

export function ListEditor({
  list,
  name = list.name,
  removedName = `${name}_removed`,
  onRemoved,
  fixedRows = false,
  readOnlyFields = [],
  fieldProps = {},
  rowTitle,
  newRow = () => emptyRow(list),
  headingLevel = 'h3',
  description,
}: ListEditorProps) {
  const { values, errors, touched, submitCount, setFieldValue } = useFormikContext<FormikValues>();
  const rows: ListRow[] = Array.isArray(getIn(values, name)) ? getIn(values, name) : [];
  const headingId = useId();
  const noteId = useId();
  const errorId = useId();
  const [announcement, setAnnouncement] = useState('');
  /** Where focus goes after the rows change: a new row's first input, or Add after a removal. */
  const [focusTarget, setFocusTarget] = useState<number | 'add' | null>(null);
  const rowRefs = useRef<(HTMLElement | null)[]>([]);
  const addRef = useRef<HTMLButtonElement>(null);

  // Stable keys per row, so removing row 2 of 3 keeps the third row's inputs (and focus) intact.
  const keys = useRef<string[]>([]);
  while (keys.current.length < rows.length) keys.current.push(nextKey());
  if (keys.current.length > rows.length) keys.current.length = rows.length;

  const title = (row: ListRow, index: number) => rowTitle?.(row, index) ?? `${capitalise(list.rowLabel)} ${index + 1}`;
  const full = rows.length >= list.maxRows;
  const canRemove = !fixedRows && rows.length > 1;

  useEffect(() => {
    if (focusTarget === null) return;
    if (focusTarget === 'add') addRef.current?.focus();
    else rowRefs.current[focusTarget]?.querySelector<HTMLElement>('input:not([type=hidden]), textarea')?.focus();
    setFocusTarget(null);
  }, [focusTarget]);

  const handleAdd = () => {
    if (full) return;
    void setFieldValue(name, [...rows, newRow()]);
    setAnnouncement(`${capitalise(list.rowLabel)} ${rows.length + 1} added.`);
    setFocusTarget(rows.length);
  };

  const handleRemove = (index: number) => {
    if (rows.length <= 1) return;
    const removed = rows[index];
    keys.current.splice(index, 1);
    void setFieldValue(
      name,
      rows.filter((_, at) => at !== index),
    );
    if (typeof removed?.id === 'number') {
      const previous = getIn(values, removedName);
      const ids = [...(Array.isArray(previous) ? (previous as number[]) : []), removed.id];
      void setFieldValue(removedName, ids, false);
      onRemoved?.(ids);
    }
    setAnnouncement(`${title(removed ?? {}, index)} removed.`);
    setFocusTarget('add');
  };

  const listError = getIn(errors, name);
  const showListError = typeof listError === 'string' && (submitCount > 0 || Boolean(getIn(touched, name)));

  return (
    <Box as="section" aria-labelledby={headingId}>
      <Heading as={headingLevel} id={headingId} size="lg" color="brand.navy" mb="2">
        {list.title}
      </Heading>
      {description ? (
        <Text color="gray.700" mb="3">
          {description}
        </Text>
      ) : null}
      {showListError ? (
        <Text id={errorId} role="alert" color="red.600" fontSize="sm" mb="3">
          {listError}
        </Text>
      ) : null}
      <Stack gap="4">
        {rows.map((row, index) => (
          <Box
            key={keys.current[index]}
            as="fieldset"
            ref={(element: HTMLElement | null) => {
              rowRefs.current[index] = element;
            }}
            borderWidth="1px"
            borderColor="gray.200"
            borderRadius="lg"
            bg="gray.50"
            p={{ base: '3', md: '4' }}
            minW="0"
          >
            <HStack as="legend" justify="space-between" w="full" gap="2" float="left" mb="3">
              <Text as="span" fontWeight="semibold">
                {title(row, index)}
              </Text>
              {canRemove ? (
                <Button
                  size="sm"
                  variant="ghost"
                  colorPalette="red"
                  onClick={() => handleRemove(index)}
                  aria-label={`Remove ${title(row, index).toLowerCase()}`}
                >
                  <Trash2 aria-hidden="true" />
                  Remove
                </Button>
              ) : null}
            </HStack>
            <SimpleGrid clear="both" columns={{ base: 1, md: 2, xl: 3 }} gap="4">
              {list.fields.map((field: FieldSpec) => (
                <Box key={field.name} minW="0" gridColumn={field.kind === 'longText' ? { md: 'span 2' } : undefined}>
                  <FieldInput
                    field={field}
                    name={`${name}.${index}.${field.name}`}
                    readOnly={readOnlyFields.includes(field.name)}
                    // Rows of an optional list may be left blank; a started row needs its fields.
                    required={Boolean(field.required) && !list.optional}
                    {...fieldProps[field.name]}
                  />
                </Box>
              ))}
            </SimpleGrid>
          </Box>
        ))}
      </Stack>
      {fixedRows ? null : (
        <Box mt="3">
          <Button
            ref={addRef}
            variant="outline"
            colorPalette="blue"
            onClick={handleAdd}
            disabled={full}
            aria-describedby={full ? noteId : undefined}
          >
            <Plus aria-hidden="true" />
            {`Add ${list.rowLabel}`}
          </Button>
          {full ? (
            <Text id={noteId} fontSize="sm" color="gray.600" mt="1">
              {fieldMessages.tooManyRows(list.title, list.maxRows)}
            </Text>
          ) : null}
        </Box>
      )}
      <Box srOnly aria-live="polite">
        {announcement}
      </Box>
    </Box>
  );
}
