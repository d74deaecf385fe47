// A page rendered with its content (shared/site-pages.ts, `startsApp: 'interaction'`) starts the app
// only when the visitor does something: reading costs their phone no script at all. Until the app is
// live the page works as plain HTML: links navigate, sections and the menu are <details>,
// fields take focus and text, and a form with an `action` (the tender filter, the contact form)
// submits natively; a link followed before the app is live loads the next page from the server, as
// it would before the app started. A form's fields are the visitor's at once: what they type, tick or
// pick is taken into the app's state as it goes live (AdoptTypedValues, usePickedFile). Only what
// cannot work without the app waits for it: a click on a button only script gives a meaning (any
// `type="button"`: Register and Pay, a list's Add) or inside `[data-needs-app]` (a signed-in page's
// frame: NeedsApp), and the sending of a form without an `action` (login, registration: Formik's `#`),
// which would otherwise put its fields in the address. Those are held and given again once the app is
// live, in the order they came.

/** What shows that the visitor is using the page, not just reading it (a desktop mouse moves early: good). */
const STARTING_EVENTS = ['mousemove', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'scroll', 'wheel'] as const;

/** Marks a control (or a region) that does nothing until the app runs. */
export const NEEDS_APP_ATTRIBUTE = 'data-needs-app';

/**
 * Where a click does nothing until the app runs: a marked region (a form's script-only buttons: "Register
 * and Pay"), and any `type="button"` button, which has no meaning in HTML alone (Logout in the header).
 */
const NEEDS_APP = `[${NEEDS_APP_ATTRIBUTE}], button[type="button"]`;

/**
 * Chromium sends a mousemove at (0, 0) when a page is laid out under a pointer that has never moved
 * (headless, and phones emulated in it, as Lighthouse runs them): nobody moved anything, so it
 * starts nothing. A visitor's own first movement comes with where the pointer is.
 */
const isPointerNeverMoved = (event: Event) =>
  event.type === 'mousemove' && (event as MouseEvent).clientX === 0 && (event as MouseEvent).clientY === 0;

/**
 * A file field, tapped or through its label: its picker opens as it does in plain HTML, and the file
 * picked is taken as the app goes live (usePickedFile). Held, the picker would open only then, if at all.
 */
const opensFilePicker = (target: Element | null) => {
  const field = target?.closest('label')?.control ?? target;
  return field instanceof HTMLInputElement && field.type === 'file';
};

/**
 * A form the browser can send by itself: it names where to. Formik's <Form> writes `action="#"` on
 * every app form: that names nowhere, and sent natively it would put the fields in the address.
 */
const sendsNatively = (form: HTMLFormElement) => !['', '#', null].includes(form.getAttribute('action'));

export type UntilLive = {
  /** Resolves at the visitor's first interaction. */
  started: Promise<void>;
  /** Stops holding, and gives what was held (clicks and a form's sendings, in turn) to the now-live app. */
  release: () => void;
};

type Held =
  { kind: 'click'; control: HTMLElement } | { kind: 'submit'; form: HTMLFormElement; submitter: HTMLElement | null };

/** More held than this in the seconds the app takes to start is not a person tapping: the rest are dropped. */
const MOST_HELD = 20;

/** Gives a held click or sending to the now-live app, unless what it was for has gone from the page. */
function give(held: Held): void {
  if (held.kind === 'click') {
    if (held.control.isConnected) held.control.click();
    return;
  }
  const { form, submitter } = held;
  if (!form.isConnected) return;
  if (submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement) form.requestSubmit(submitter);
  else form.requestSubmit();
}

/**
 * Gives each held action in the order the visitor made them: the first at once, each next one a task
 * later, once React has drawn what the one before changed (a director removed, then Save: the form
 * sent must be the one without the director).
 */
function giveInTurn(held: Held[]): void {
  const [first, ...rest] = held;
  if (!first) return;
  give(first);
  if (rest.length > 0) setTimeout(() => giveInTurn(rest), 0);
}

/** Holds app-only clicks and sendings from now until `release`, and tells when the visitor started. */
export function holdUntilLive(): UntilLive {
  let release = () => {};
  const started = new Promise<void>((resolve) => {
    let held: Held[] = [];
    const hold = (action: Held) => {
      if (held.length < MOST_HELD) held.push(action);
    };
    release = () => {
      document.removeEventListener('click', holdClick, true);
      document.removeEventListener('submit', holdSubmit, true);
      const given = held;
      held = [];
      giveInTurn(given);
    };
    const start = (event?: Event) => {
      if (event && isPointerNeverMoved(event)) return;
      for (const type of STARTING_EVENTS) window.removeEventListener(type, start, true);
      resolve();
    };
    // A click starts the app too: a screen reader activates a control with a click and nothing before it.
    function holdClick(event: MouseEvent) {
      start();
      const target = event.target instanceof Element ? event.target : null;
      const control = opensFilePicker(target) ? null : target?.closest<HTMLElement>(NEEDS_APP);
      if (!control) {
        // A link tapped while the app is still starting is the browser's to follow, unheard by React:
        // to hear it React would first hydrate the whole page in one go (a quarter of a second and
        // more on a slow phone), and the next page comes whole from the server anyway.
        if (target?.closest('a[href]')) event.stopPropagation();
        return;
      }
      event.preventDefault();
      event.stopImmediatePropagation();
      // Given again to what was clicked: a checkbox's label ticks it, a button runs.
      hold({ kind: 'click', control: event.target instanceof HTMLElement ? event.target : control });
    }
    function holdSubmit(event: SubmitEvent) {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || sendsNatively(form)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      hold({ kind: 'submit', form, submitter: event.submitter });
    }
    document.addEventListener('click', holdClick, true);
    document.addEventListener('submit', holdSubmit, true);
    for (const type of STARTING_EVENTS) window.addEventListener(type, start, { capture: true, passive: true });
  });
  return { started, release: () => release() };
}
