import { useRevalidateOn } from '../../lib/forms/use-pinned-errors';

/** Validates the form again when `trigger` changes (new pinned errors, another wizard step). */
export function RevalidateOn({ trigger }: { trigger: unknown }) {
  useRevalidateOn(trigger);
  return null;
}
