import { formatIndianNumber } from '@tender/shared/format';
import { getIn, useFormikContext, type FormikValues } from 'formik';

export type LakhsTotalProps = {
  /** The Formik path of the rows. */
  name: string;
  /** The amount field of each row. */
  field: string;
  /** What the total is of, e.g. 'Total tendered cost'. */
  label: string;
};

const AMOUNT = /^\d{1,10}(\.\d{1,2})?$/;

/** The rows' amounts added up, in Rs Lakhs with Indian digit grouping (SPEC §9); nothing until one is given. */
export function LakhsTotal({ name, field, label }: LakhsTotalProps) {
  const { values } = useFormikContext<FormikValues>();
  const rows: unknown = getIn(values, name);
  const amounts = (Array.isArray(rows) ? rows : [])
    .map((row: unknown) => String(getIn(row, field) ?? '').trim())
    .filter((text) => AMOUNT.test(text))
    .map(Number);
  if (amounts.length === 0) return null;
  // Paise-exact: amounts carry at most two decimals.
  const total = amounts.reduce((sum, amount) => sum + Math.round(amount * 100), 0) / 100;
  return (
    <>
      {' '}
      {label}: Rs {formatIndianNumber(total)} lakhs.
    </>
  );
}
