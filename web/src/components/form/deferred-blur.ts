// Showing a field's error when it loses focus moves what is below it. When the focus leaves because
// a button is being pressed (mouse, pen or touch), the press would then end over another spot and
// the button would never get its click: "Save" needed two clicks. So while a pointer is down, the
// blur's effect waits until the press is over (the click has been dispatched by then).

let pointerDown = false;
let listening = false;

function listen(): void {
  if (listening || typeof document === 'undefined') return;
  listening = true;
  document.addEventListener('pointerdown', () => (pointerDown = true), true);
  const release = () => (pointerDown = false);
  document.addEventListener('pointerup', release, true);
  document.addEventListener('pointercancel', release, true);
}

/** Runs `effect` now, or just after the pointer press in progress (and its click) is over. */
export function afterPointerPress(effect: () => void): void {
  listen();
  if (!pointerDown) {
    effect();
    return;
  }
  const run = () => {
    document.removeEventListener('pointerup', run, true);
    document.removeEventListener('pointercancel', run, true);
    setTimeout(effect, 0);
  };
  document.addEventListener('pointerup', run, true);
  document.addEventListener('pointercancel', run, true);
}

/** Starts watching presses early, so the first blur already knows whether one is in progress. */
export function watchPointerPresses(): void {
  listen();
}
