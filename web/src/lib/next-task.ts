/**
 * Ends the current task: what follows runs in a new one, so the browser can answer a tap and paint
 * in between. The app's startup is split this way (a top-level await in a module pauses the whole
 * chunk's evaluation there): in one piece it is a single task of a third of a second on a slow phone.
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
