import { useFormikContext } from 'formik';
import { useLayoutEffect, useRef } from 'react';
import { wasPrerendered } from './prerendered-forms';

type NamedField = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** Formik's value at a dotted or indexed name (`directors[0].name`, `address.city`). */
function valueAt(values: unknown, name: string): unknown {
  return name
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .reduce<unknown>((current, key) => (current as Record<string, unknown> | undefined)?.[key], values);
}

/** What a field holds as Formik would hold it, or undefined for a field Formik does not own. */
function typedValue(field: NamedField, current: unknown): unknown {
  if (field instanceof HTMLInputElement) {
    if (field.type === 'file' || field.type === 'hidden' || field.type === 'submit') return undefined;
    if (field.type === 'radio') return field.checked ? field.value : undefined;
    if (field.type === 'checkbox') {
      // A checkbox group holds a list of the ticked values; a single checkbox a boolean.
      if (!Array.isArray(current)) return field.checked;
      const others = current.filter((value) => value !== field.value);
      return field.checked ? [...others, field.value] : others;
    }
  }
  return field.value;
}

/**
 * A page rendered on the server shows its fields before the app runs, so a visitor can type into them
 * before React hydrates. React keeps what the field shows but not the form's state, which would then
 * submit the empty value the server rendered: this copies what was typed into Formik once, as the page
 * goes live. Place it inside `<Formik>`, within the `<Form>`.
 */
export function AdoptTypedValues() {
  const formik = useFormikContext<Record<string, unknown>>();
  const marker = useRef<HTMLSpanElement>(null);

  useLayoutEffect(() => {
    const form = marker.current?.closest('form');
    // Only a form of the server's HTML: one the app renders itself shows its state, if not all of it
    // yet (a select whose options are still loading shows none), and nothing in it was typed.
    if (!form || !wasPrerendered(form)) return;
    const values: Record<string, unknown> = formik.values;
    let adopted = values;
    for (const element of Array.from(form.elements)) {
      if (
        !(element instanceof HTMLInputElement) &&
        !(element instanceof HTMLSelectElement) &&
        !(element instanceof HTMLTextAreaElement)
      )
        continue;
      if (!element.name) continue;
      const current = valueAt(adopted, element.name);
      const typed = typedValue(element, current);
      if (typed === undefined || Object.is(typed, current) || JSON.stringify(typed) === JSON.stringify(current))
        continue;
      void formik.setFieldValue(element.name, typed, false);
      adopted = { ...adopted, [element.name]: typed };
    }
    // Once, as the page goes live: later changes come through the fields' own handlers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return <span ref={marker} hidden />;
}
