// @vitest-environment jsdom
// The one list editor (SPEC §5 Lists, §9): starts with one row, adds up to the list's maximum (then
// Add is disabled with a note), removes only while more than one row remains, reports removed server
// ids, and shows each cell's error from Formik.
import type { ListSpec } from '@tender/shared/field-spec';
import { directorProprietorList, turnoversList } from '@tender/shared/registration-fields';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Form, Formik, type FormikValues } from 'formik';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { object } from 'yup';
import { emptyRow, yupList } from '../../lib/forms/yup-from-fields';
import { renderWithProviders } from '../../testing/render';
import { ListEditor, type ListEditorProps } from './list-editor';

afterEach(cleanup);

function renderList(list: ListSpec, rows: FormikValues[], props: Partial<ListEditorProps> = {}) {
  const seen: { values?: FormikValues } = {};
  renderWithProviders(
    <Formik
      initialValues={{ [list.name]: rows }}
      validationSchema={object({ [list.name]: yupList(list) })}
      onSubmit={(values) => {
        seen.values = values;
      }}
    >
      <Form noValidate>
        <ListEditor list={list} {...props} />
        <button type="submit">Save</button>
      </Form>
    </Formik>,
  );
  return seen;
}

const addButton = () => screen.getByRole('button', { name: 'Add director' }) as HTMLButtonElement;
const removeButtons = () => screen.queryAllByRole('button', { name: /^Remove director/ });
const names = () => screen.getAllByRole('textbox', { name: /^Name/ }) as HTMLInputElement[];

describe('ListEditor', () => {
  it('starts with its one row and offers no Remove while only one row remains', () => {
    renderList(directorProprietorList, [emptyRow(directorProprietorList)]);
    expect(screen.getByRole('heading', { name: directorProprietorList.title })).toBeTruthy();
    expect(screen.getByRole('group', { name: /Director 1/ })).toBeTruthy();
    expect(removeButtons()).toHaveLength(0);
  });

  it('adds rows up to the maximum of 5, then disables Add with a note', async () => {
    renderList(directorProprietorList, [emptyRow(directorProprietorList)]);
    for (let count = 2; count <= 5; count += 1) {
      fireEvent.click(addButton());
      await waitFor(() => expect(names()).toHaveLength(count));
    }
    expect(addButton().disabled).toBe(true);
    expect(screen.getByText("Director's / Proprietor's Details: at most 5 rows.")).toBeTruthy();
    expect(addButton().getAttribute('aria-describedby')).toBeTruthy();
    expect(removeButtons()).toHaveLength(5);
    // The new row's first input has the focus.
    expect(document.activeElement).toBe(names()[4]);
  }, 20_000);

  it('removes the chosen row, keeps the others as typed, and stops at one row', async () => {
    renderList(directorProprietorList, [
      { name: 'Asha', qualification: 'B.E.', experience: '18' },
      { name: 'Vikram', qualification: 'M.E.', experience: '9' },
      { name: 'Meera', qualification: 'MBA', experience: '5' },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove director 2' }));
    await waitFor(() => expect(names().map((input) => input.value)).toEqual(['Asha', 'Meera']));
    fireEvent.click(screen.getByRole('button', { name: 'Remove director 1' }));
    await waitFor(() => expect(names().map((input) => input.value)).toEqual(['Meera']));
    expect(removeButtons()).toHaveLength(0);
  });

  it('reports the server ids of removed rows, through onRemoved and the <name>_removed field', async () => {
    const onRemoved = vi.fn();
    const seen = renderList(
      directorProprietorList,
      [
        { id: 11, name: 'Asha', qualification: 'B.E.', experience: '18' },
        { id: 12, name: 'Vikram', qualification: 'M.E.', experience: '9' },
        { name: 'New', qualification: 'MBA', experience: '1' },
      ],
      { onRemoved },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove director 3' }));
    await waitFor(() => expect(names()).toHaveLength(2));
    expect(onRemoved).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Remove director 1' }));
    await waitFor(() => expect(onRemoved).toHaveBeenLastCalledWith([11]));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(seen.values).toBeDefined());
    expect(seen.values).toMatchObject({
      director_proprietor: [{ id: 12, name: 'Vikram' }],
      director_proprietor_removed: [11],
    });
  });

  it("shows each cell's error under it after a submit", async () => {
    renderList(directorProprietorList, [
      { name: 'Asha', qualification: '', experience: '18' },
      { name: '', qualification: 'M.E.', experience: '9' },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter qualifications.')).toBeTruthy();
    expect(screen.getByText('Please enter name of director.')).toBeTruthy();
    const second = screen.getByRole('group', { name: /Director 2/ });
    expect(second.textContent).toContain('Please enter name of director.');
    expect(second.textContent).not.toContain('Please enter qualifications.');
  });

  it('fixed rows (turnover years): no Add, no Remove, the year read-only', () => {
    const rows = [2025, 2024, 2023].map((year) => ({ ...emptyRow(turnoversList), year: String(year) }));
    renderList(turnoversList, rows, {
      fixedRows: true,
      readOnlyFields: ['year'],
      rowTitle: (row) => `Turnover ${String(row.year)}`,
    });
    expect(screen.queryByRole('button', { name: /^Add/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
    expect(screen.getByRole('group', { name: /Turnover 2024/ })).toBeTruthy();
    const years = screen.getAllByRole('textbox', { name: /^Year/ }) as HTMLInputElement[];
    expect(years.map((input) => [input.value, input.readOnly])).toEqual([
      ['2025', true],
      ['2024', true],
      ['2023', true],
    ]);
  });

  it('a list that may be empty (minRows 0): removes its last row, shows the empty text, and uses its own words', async () => {
    const documents: ListSpec = {
      name: 'documents',
      title: 'Documents',
      rowLabel: 'document',
      maxRows: 1,
      fields: [{ name: 'title', label: 'Title', kind: 'text', required: 'Please enter a title.' }],
    };
    renderList(documents, [{ title: 'Notice' }], {
      minRows: 0,
      emptyText: 'No documents yet.',
      rowTitle: (row, index) => String(row.title ?? '') || `Document ${index + 1}`,
      texts: { removeLabel: (title) => `Remove document ${title}`, full: 'At most one document.' },
    });
    expect((screen.getByRole('button', { name: 'Add document' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('At most one document.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove document Notice' }));
    expect(await screen.findByText('No documents yet.')).toBeTruthy();
    expect(screen.queryByRole('group')).toBeNull();
  });

  it("renderRow: a row's own content in place of its described fields", async () => {
    renderList(directorProprietorList, [emptyRow(directorProprietorList)], {
      renderRow: (_, path) => <p>{`Custom row at ${path}`}</p>,
      texts: { removeButton: 'Remove group' },
    });
    expect(screen.getByText('Custom row at director_proprietor.0')).toBeTruthy();
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
    fireEvent.click(addButton());
    expect(await screen.findByText('Custom row at director_proprietor.1')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Remove director/ }).map((button) => button.textContent)).toEqual([
      'Remove group',
      'Remove group',
    ]);
  });
});
