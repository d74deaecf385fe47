import { getStoredSettings } from '../../data/settings-repository';

/**
 * The admin's switch (settings payment_required): whether a contractor registration asks for the
 * fee when one is set. True until an admin switches it off. A module of its own, so the payment
 * check's function carries nothing else of the admin area.
 */
export async function isPaymentRequired(): Promise<boolean> {
  return (await getStoredSettings())?.payment_required ?? true;
}
