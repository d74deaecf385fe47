import { useLocation } from 'react-router-dom';
import { Notice } from './ui/alert';

/** A message handed to the next page through the router state: `navigate(to, { state: flash('...') })`. */
export type FlashState = { flash?: string };

export function flash(message: string): FlashState {
  return { flash: message };
}

/** Shows the message the previous page handed over (after a save, a reset or a verification). */
export function FlashNotice() {
  const state = useLocation().state as FlashState | null;
  return state?.flash ? <Notice status="success" title={state.flash} /> : null;
}
