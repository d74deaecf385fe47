// The start's two ways of letting the browser in between steps, written once: the entry and the own
// page's drawing wait for a paint, the app's start (theme/system.ts) and the page's parsing for a new
// task. Kept free of imports: the entry uses them.

/** After the browser's next paint (or 100 ms, as a hidden tab paints nothing). */
export const afterPaint = () =>
  new Promise<void>((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 100);
  });

/**
 * Ends the current task: what follows runs in a new one, so the browser can answer a tap and paint
 * in between. The app's startup is split this way (a top-level await in a module pauses the whole
 * chunk's evaluation there): in one piece it is a single task of a third of a second on a slow phone.
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
