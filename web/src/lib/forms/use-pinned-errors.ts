import { useFormikContext, type FormikErrors, type FormikValues } from 'formik';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AnySchema } from 'yup';
import { livePinnedErrors, pinErrors, withErrors, yupErrors, type PinnedErrors } from './pinned-errors';

export type PinnedErrorsState = {
  pinned: PinnedErrors;
  /** Pins messages by dotted path to the values they were given for. */
  pin: (messages: Readonly<Record<string, string>>, values: FormikValues) => void;
  /** Drops the pinned message of one path (a live check that now passes). */
  unpin: (path: string) => void;
  /**
   * A Formik `validate`: the schema's errors plus every pinned message whose field still holds its
   * value (`keep` chooses the paths that count, e.g. the current wizard step's).
   */
  validateWith: (
    schema: AnySchema,
    keep?: (path: string) => boolean,
  ) => <V extends FormikValues>(values: V) => Promise<FormikErrors<V>>;
};

/** Errors from outside the form's own rules (the server's answer, live checks), kept until their field changes. */
export function usePinnedErrors(): PinnedErrorsState {
  const latest = useRef<PinnedErrors>({});
  const [pinned, setPinned] = useState<PinnedErrors>({});
  const update = useCallback((change: (previous: PinnedErrors) => PinnedErrors) => {
    latest.current = change(latest.current);
    setPinned(latest.current);
  }, []);
  const pin = useCallback(
    (messages: Readonly<Record<string, string>>, values: FormikValues) =>
      update((previous) => ({ ...previous, ...pinErrors(messages, values) })),
    [update],
  );
  const unpin = useCallback(
    (path: string) =>
      update((previous) => {
        if (!(path in previous)) return previous;
        const { [path]: _dropped, ...rest } = previous;
        return rest;
      }),
    [update],
  );
  const validateWith = useCallback(
    (schema: AnySchema, keep: (path: string) => boolean = () => true) =>
      async <V extends FormikValues>(values: V): Promise<FormikErrors<V>> => {
        const live = Object.fromEntries(
          Object.entries(livePinnedErrors(latest.current, values)).filter(([path]) => keep(path)),
        );
        return withErrors(await yupErrors(schema, values), live);
      },
    [],
  );
  return { pinned, pin, unpin, validateWith };
}

/** Inside a Formik form: validates again when `trigger` changes (new pinned errors to show). */
export function useRevalidateOn(trigger: unknown): void {
  const { validateForm } = useFormikContext();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    void validateForm();
  }, [trigger, validateForm]);
}
