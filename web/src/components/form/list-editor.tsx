// THE editor of every repeating list (STYLE.md example 7): directors, technical staff, machinery,
// completed and ongoing works, turnover, certificates, contact persons, a buyer's directors and
// projects, and the profile tabs. Driven by a ListSpec (shared/field-spec.ts): SPEC §5 Lists and §9
// limits: it starts with one row, 'Add <row>' until maxRows (then disabled, with a note), a row can be
// removed only while more than one remains, and the server ids of removed rows are collected in
// `<name>_removed` (or `removedName`) and reported through onRemoved for the profile saves. A list
// that may be empty (minRows 0: the tender's documents) and rows that are more than described fields
// (renderRow: a tender's work-type group with its own list of items) use the same editor.
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { fieldMessages, type FieldSpec, type ListSpec } from '@tender/shared/field-spec';
import { getIn, useFormikContext, type FormikValues } from 'formik';
import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
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
  /** The fewest rows: 1 (default; a list starts with one row and keeps it) or 0 (may be emptied). */
  minRows?: 0 | 1;
  /** Shown while there is no row (minRows 0). */
  emptyText?: ReactNode;
  /** A row's content instead of the grid of its described fields; `path` is its Formik path. */
  renderRow?: (row: ListRow, path: string, index: number) => ReactNode;
  /** Words that differ from the list's own (see ListEditorTexts). */
  texts?: ListEditorTexts;
};

export type ListEditorTexts = {
  /** The Remove button's accessible name from the row's title (default 'Remove <title in lower case>'). */
  removeLabel?: (title: string) => string;
  /** The Remove button's text (default 'Remove'). */
  removeButton?: string;
  /** The note beside the disabled Add (default '<title>: at most <max> rows.'). */
  full?: string;
};

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

let keySerial = 0;
const nextKey = () => `row-${(keySerial += 1)}`;

export function ListEditor(props: ListEditorProps) {
  const { list, name = list.name, fixedRows = false, headingLevel = 'h3', description, emptyText } = props;
  const { renderRow, readOnlyFields = [], fieldProps = {}, texts = {} } = props;
  const editor = useListRows(props);
  const headingId = useId();
  const errorId = useId();
  const { rows, title } = editor;
  const removeLabel = texts.removeLabel ?? ((rowTitle: string) => `Remove ${rowTitle.toLowerCase()}`);

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
      {editor.listError ? (
        <Text id={errorId} role="alert" color="red.600" fontSize="sm" mb="3">
          {editor.listError}
        </Text>
      ) : null}
      <Stack gap="4">
        {rows.length === 0 && emptyText ? <Text color="gray.700">{emptyText}</Text> : null}
        {rows.map((row, index) => (
          <RowFrame
            key={editor.keys[index]}
            frameRef={editor.rowRef(index)}
            title={title(row, index)}
            removeLabel={editor.canRemove ? removeLabel(title(row, index)) : undefined}
            removeButton={texts.removeButton}
            onRemove={() => editor.remove(index)}
          >
            {renderRow ? (
              <Box clear="both">{renderRow(row, `${name}.${index}`, index)}</Box>
            ) : (
              <DescribedFields
                list={list}
                path={`${name}.${index}`}
                readOnlyFields={readOnlyFields}
                fieldProps={fieldProps}
              />
            )}
          </RowFrame>
        ))}
      </Stack>
      {fixedRows ? null : (
        <AddRowButton
          buttonRef={editor.addRef}
          rowLabel={list.rowLabel}
          full={editor.full}
          fullNote={texts.full ?? fieldMessages.tooManyRows(list.title, list.maxRows)}
          onAdd={editor.add}
        />
      )}
      <Box srOnly aria-live="polite">
        {editor.announcement}
      </Box>
    </Box>
  );
}

/**
 * The rows' state: the rows at `name`, stable keys, add and remove (with the removed server ids
 * collected), the announcement of each change and where focus goes after it.
 */
function useListRows({
  list,
  name = list.name,
  removedName = `${name}_removed`,
  onRemoved,
  fixedRows = false,
  rowTitle,
  newRow = () => emptyRow(list),
  minRows = 1,
}: ListEditorProps) {
  const { values, errors, touched, submitCount, setFieldValue } = useFormikContext<FormikValues>();
  const rows: ListRow[] = Array.isArray(getIn(values, name)) ? getIn(values, name) : [];
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

  useEffect(() => {
    if (focusTarget === null) return;
    if (focusTarget === 'add') addRef.current?.focus();
    else
      rowRefs.current[focusTarget]?.querySelector<HTMLElement>('input:not([type=hidden]), textarea, select')?.focus();
    setFocusTarget(null);
  }, [focusTarget]);

  const collectRemovedId = (id: number) => {
    const previous = getIn(values, removedName);
    const ids = [...(Array.isArray(previous) ? (previous as number[]) : []), id];
    void setFieldValue(removedName, ids, false);
    onRemoved?.(ids);
  };

  const add = () => {
    if (full) return;
    void setFieldValue(name, [...rows, newRow()]);
    setAnnouncement(`${capitalise(list.rowLabel)} ${rows.length + 1} added.`);
    setFocusTarget(rows.length);
  };

  const remove = (index: number) => {
    if (rows.length <= minRows) return;
    const removed = rows[index];
    keys.current.splice(index, 1);
    void setFieldValue(
      name,
      rows.filter((_, at) => at !== index),
    );
    if (typeof removed?.id === 'number') collectRemovedId(removed.id);
    setAnnouncement(`${title(removed ?? {}, index)} removed.`);
    setFocusTarget('add');
  };

  const listError = getIn(errors, name);
  const showListError = typeof listError === 'string' && (submitCount > 0 || Boolean(getIn(touched, name)));

  return {
    rows,
    keys: keys.current,
    title,
    full,
    canRemove: !fixedRows && rows.length > minRows,
    listError: showListError ? (listError as string) : undefined,
    announcement,
    addRef,
    rowRef: (index: number) => (element: HTMLElement | null) => {
      rowRefs.current[index] = element;
    },
    add,
    remove,
  };
}

type RowFrameProps = {
  frameRef: (element: HTMLElement | null) => void;
  title: string;
  /** The Remove button's accessible name; no button without it. */
  removeLabel?: string;
  removeButton?: string;
  onRemove: () => void;
  children: ReactNode;
};

/** One row: a fieldset named by its title, with its Remove button in the legend. */
function RowFrame({ frameRef, title, removeLabel, removeButton = 'Remove', onRemove, children }: RowFrameProps) {
  return (
    <Box
      as="fieldset"
      ref={frameRef}
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
        {removeLabel ? (
          <Button size="sm" variant="ghost" colorPalette="red" onClick={onRemove} aria-label={removeLabel}>
            <Trash2 aria-hidden="true" />
            {removeButton}
          </Button>
        ) : null}
      </HStack>
      {children}
    </Box>
  );
}

type AddRowButtonProps = {
  buttonRef: RefObject<HTMLButtonElement | null>;
  rowLabel: string;
  full: boolean;
  fullNote: string;
  onAdd: () => void;
};

/** 'Add <row>', disabled with a note once the list is full. */
function AddRowButton({ buttonRef, rowLabel, full, fullNote, onAdd }: AddRowButtonProps) {
  const noteId = useId();
  return (
    <Box mt="3">
      <Button
        ref={buttonRef}
        variant="outline"
        colorPalette="blue"
        onClick={onAdd}
        disabled={full}
        aria-describedby={full ? noteId : undefined}
      >
        <Plus aria-hidden="true" />
        {`Add ${rowLabel}`}
      </Button>
      {full ? (
        <Text id={noteId} fontSize="sm" color="gray.600" mt="1">
          {fullNote}
        </Text>
      ) : null}
    </Box>
  );
}

type DescribedFieldsProps = Pick<ListEditorProps, 'list' | 'fieldProps'> & {
  path: string;
  readOnlyFields: readonly string[];
};

/** A row's described fields in a responsive grid (long texts span two columns). */
function DescribedFields({ list, path, readOnlyFields, fieldProps = {} }: DescribedFieldsProps) {
  return (
    <SimpleGrid clear="both" columns={{ base: 1, md: 2, xl: 3 }} gap="4">
      {list.fields.map((field: FieldSpec) => (
        <Box key={field.name} minW="0" gridColumn={field.kind === 'longText' ? { md: 'span 2' } : undefined}>
          <FieldInput
            field={field}
            name={`${path}.${field.name}`}
            readOnly={readOnlyFields.includes(field.name)}
            // Rows of an optional list may be left blank; a started row needs its fields.
            required={Boolean(field.required) && !list.optional}
            {...fieldProps[field.name]}
          />
        </Box>
      ))}
    </SimpleGrid>
  );
}
