// An event that reaches a root React is still hydrating makes React hydrate all that is left of it
// at once, in one task, before the event is handled (react-dom's dispatchEvent: a root blocked on
// hydration is flushed synchronously for its "discrete replayable" events). Hydration otherwise works
// in short slices (boot.tsx), but a tap that lands in them waits for the whole: over a second on a slow
// phone on the bid page, the field greyed and unfocused meanwhile.
//
// While the app hydrates, the page works as plain HTML, as before the app started (held-taps.ts):
// a field takes focus and text, a <details> opens, a link or a form with an `action` goes to the
// server, and a click that needs the app is held and given again once it is live. So React need hear
// none of these until it has committed; what was typed or picked meanwhile it takes from the fields as it
// commits (AdoptTypedValues, useAdoptTypedRates, usePickedFile), as it does before the app started.

/** react-dom 19's discreteReplayableEvents: the events that make a root still hydrating hydrate at once. */
export const EVENTS_THAT_HYDRATE_AT_ONCE = [
  'mousedown',
  'mouseup',
  'touchcancel',
  'touchend',
  'touchstart',
  'auxclick',
  'dblclick',
  'pointercancel',
  'pointerdown',
  'pointerup',
  'dragend',
  'dragstart',
  'drop',
  'compositionend',
  'compositionstart',
  'keydown',
  'keypress',
  'keyup',
  'input',
  'textInput',
  'copy',
  'cut',
  'paste',
  'click',
  'change',
  'contextmenu',
  'reset',
] as const;

const keepFromReact = (event: Event) => event.stopImmediatePropagation();

/**
 * Keeps those events from React's listeners on `container` (and from anything inside it) until the
 * returned function is called: call it before `hydrateRoot`, as listeners of one element run in the
 * order they were added, and end it once React has committed. The browser's own handling (focus, the
 * caret, a <details>'s toggle, a link) is untouched: nothing is prevented.
 */
export function keepEventsFromHydratingRoot(container: HTMLElement): () => void {
  for (const type of EVENTS_THAT_HYDRATE_AT_ONCE) container.addEventListener(type, keepFromReact, true);
  return () => {
    for (const type of EVENTS_THAT_HYDRATE_AT_ONCE) container.removeEventListener(type, keepFromReact, true);
  };
}
