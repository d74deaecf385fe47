import { useLocation } from 'react-router-dom';
import { useHydrated } from '../lib/use-hydrated';
import { Notice } from './ui/alert';

/** A message handed to the next page through the router state: `navigate(to, { state: flash('...') })`. */
export type FlashState = { flash?: string };

export function flash(message: string): FlashState {
  return { flash: message };
}

/**
 * Shows the message the previous page handed over (after a save, a reset or a verification). The
 * browser keeps the router state across a reload, which the server never sees: a page rendered on
 * the server shows it once hydrated, not in the markup it hydrates.
 */
export function FlashNotice() {
  const state = useLocation().state as FlashState | null;
  const hydrated = useHydrated();
  return hydrated && state?.flash ? <Notice status="success" title={state.flash} /> : null;
}
