// A refused save's field errors (400/409 `errors` by dotted path) go back into the form: those on a
// field the form shows are pinned there (they stay until that field changes) and touched so they show;
// the rest (fields nobody types, or not in this form) are listed in the alert with the message.
import { getIn, type FormikHelpers, type FormikValues } from 'formik';
import { firstFieldErrors, type ApiError } from '../api/api-error';
import type { PinnedErrorsState } from './use-pinned-errors';

export type PlacedServerErrors = {
  /** The dotted paths that now show the server's message on their field. */
  placed: string[];
  /** The messages no field of the form can show. */
  unplaced: string[];
  /** Every first message by dotted path, placed or not. */
  messages: Record<string, string>;
};

export type PlaceServerErrorsOptions = {
  pin: PinnedErrorsState['pin'];
  setFieldTouched: FormikHelpers<FormikValues>['setFieldTouched'];
  /** Top-level body fields the visitor does not type: their errors always go in the alert. */
  notTyped?: ReadonlySet<string>;
  /**
   * The form's path of a body path, when the form holds a value under another path (an upload
   * reference's `logo.key` shown on its field `logo`); the body path itself by default.
   */
  formPathOf?: (bodyPath: string) => string;
};

const topOf = (path: string) => path.split('.')[0] ?? '';

export function placeServerErrors(
  error: ApiError,
  values: FormikValues,
  { pin, setFieldTouched, notTyped = new Set(), formPathOf = (path) => path }: PlaceServerErrorsOptions,
): PlacedServerErrors {
  const messages = firstFieldErrors(error.fieldErrors);
  const shown: Record<string, string> = {};
  const unplaced: string[] = [];
  for (const [bodyPath, message] of Object.entries(messages)) {
    const path = formPathOf(bodyPath);
    const onField = topOf(path) in values && !notTyped.has(topOf(path));
    if (!onField) unplaced.push(message);
    else shown[path] ??= message;
  }
  const placed = Object.keys(shown);
  pin(shown, values);
  for (const path of placed) {
    // A list's own message ('turnovers') shows above the list; touching it would hide its rows' errors.
    if (!Array.isArray(getIn(values, path))) void setFieldTouched(path, true, false);
  }
  return { placed, unplaced, messages };
}
