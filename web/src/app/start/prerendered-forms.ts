// The forms of the server's HTML, which a visitor may have typed into before the app started: only
// those hold text the app's state does not know (adopt-typed-values.tsx).
let prerendered = new WeakSet<HTMLFormElement>();

/** Called as the app starts to hydrate `container`, before React touches it. */
export function rememberPrerenderedForms(container: HTMLElement): void {
  prerendered = new WeakSet(container.querySelectorAll('form'));
}

export const wasPrerendered = (form: HTMLFormElement): boolean => prerendered.has(form);
