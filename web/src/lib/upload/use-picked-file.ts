import { type ChangeEvent, useEffect, useRef } from 'react';

/**
 * A file input's ref and change handler that give `take` each file picked: picked through the app, and
 * picked while the page was still plain HTML (before the app started, or while React hydrated it, when
 * no change reaches React: app/start/hydrating-events.ts). That one is in the input all the same and is taken
 * once, as the field goes live, as AdoptTypedValues takes what was typed.
 */
export function usePickedFile(take: (file: File) => unknown) {
  const ref = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const input = ref.current;
    const file = input?.files?.[0];
    if (!input || !file) return;
    // Cleared once taken, not before: StrictMode's second mount must find it still there (an upload
    // begun by the first is aborted by the unmount between them).
    void Promise.resolve(take(file)).finally(() => (input.value = ''));
    // Once, as the field goes live: later picks come through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // picking the same file again is a change too
    if (file) void take(file);
  };

  return { ref, onChange };
}
