import { useFormikContext } from 'formik';
import { useEffect, type RefObject } from 'react';

const INVALID =
  'input[aria-invalid="true"]:not([type=hidden]), textarea[aria-invalid="true"], select[aria-invalid="true"], fieldset[aria-invalid="true"] input';

export type FocusFirstErrorProps = { formRef: RefObject<HTMLFormElement | null> };

/** After a submit the form refused, moves focus to the first field showing an error (keyboard and screen readers). */
export function FocusFirstError({ formRef }: FocusFirstErrorProps) {
  const { submitCount, isSubmitting, isValid } = useFormikContext();
  useEffect(() => {
    if (submitCount === 0 || isSubmitting || isValid) return;
    // The errors render with this commit; look once the browser has painted them.
    const frame = requestAnimationFrame(() => {
      const field = formRef.current?.querySelector<HTMLElement>(INVALID);
      field?.focus();
      field?.scrollIntoView?.({ block: 'center' });
    });
    return () => cancelAnimationFrame(frame);
  }, [submitCount, isSubmitting, isValid, formRef]);
  return null;
}
