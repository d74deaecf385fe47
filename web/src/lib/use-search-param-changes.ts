import { useSearchParams } from 'react-router-dom';

export type SearchParamChanges = Record<string, string | undefined>;

/**
 * The address's query, and a change of some of its parameters (an empty value removes one, the
 * others stay): lists keep their filters there, so Back and a shared link show the same list.
 */
export function useSearchParamChanges(): [URLSearchParams, (changes: SearchParamChanges) => void] {
  const [params, setParams] = useSearchParams();
  const change = (changes: SearchParamChanges) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    setParams(next);
  };
  return [params, change];
}
