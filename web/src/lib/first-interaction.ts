// A page that is complete as built (shared/site-pages.ts, `startsApp: 'interaction'`) starts the app
// only when the visitor does something: reading costs their phone no script at all. Links work
// without the app, so a click on one is left to the browser; a click on a control that needs the
// app (the menu, the search button, an FAQ answer) is held and given again once the app is live.

/** What shows that the visitor is using the page, not just reading it (a desktop mouse moves early: good). */
const STARTING_EVENTS = ['mousemove', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'scroll', 'wheel'] as const;

/**
 * Chromium sends a mousemove at (0, 0) when a page is laid out under a pointer that has never moved
 * (headless, and phones emulated in it, as Lighthouse runs them): nobody moved anything, so it
 * starts nothing. A visitor's own first movement comes with where the pointer is.
 */
const isPointerNeverMoved = (event: Event) =>
  event.type === 'mousemove' && (event as MouseEvent).clientX === 0 && (event as MouseEvent).clientY === 0;

/** Elements whose click does nothing until the app runs. */
const CONTROLS = 'button, summary, label, input, select, textarea, [role="button"]';

export type HeldClick = {
  /** Stops holding clicks and gives the held one (if any) to the now-live app. */
  release: () => void;
};

/** Resolves at the visitor's first interaction; clicks on controls are held until `release`. */
export function firstInteraction(): Promise<HeldClick> {
  return new Promise((resolve) => {
    let held: HTMLElement | null = null;
    const release = () => {
      document.removeEventListener('click', holdClick, true);
      if (!held) return;
      // The app did not see the focus the control got before it was live, and some widgets act on a
      // click only when focused (the accordion of tender details): focus it again, as a click would.
      if (document.activeElement === held) held.blur();
      held.focus({ preventScroll: true });
      held.click();
    };
    const start = (event?: Event) => {
      if (event && isPointerNeverMoved(event)) return;
      for (const type of STARTING_EVENTS) window.removeEventListener(type, start, true);
      resolve({ release });
    };
    // A click starts the app too: a screen reader activates a control with a click and nothing before it.
    function holdClick(event: MouseEvent) {
      start();
      const control = event.target instanceof Element ? event.target.closest<HTMLElement>(CONTROLS) : null;
      if (!control) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      held = control;
    }
    document.addEventListener('click', holdClick, true);
    for (const type of STARTING_EVENTS) window.addEventListener(type, start, { capture: true, passive: true });
  });
}
