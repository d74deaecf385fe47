// The vendor wizard (SPEC §2, §4): a list of steps over one Formik state. Steps 1 and 2 must be
// error-free to go on; step 3 (payment) exists only when the server says a fee is due; there is no
// way back once step 2 is reached (and step 1 is the first). A server refusal sends the visitor to
// the step holding its fields.
import { vendorStepTwoLists } from '@tender/shared/registration-fields';
import { vendorStepOneValues } from './registration-values';

export type WizardStep = { id: 'basic' | 'prequalification' | 'payment'; title: string };

export const BASIC_STEP: WizardStep = { id: 'basic', title: 'Basic details' };
export const PREQUALIFICATION_STEP: WizardStep = { id: 'prequalification', title: 'Pre Qualification Form' };
export const PAYMENT_STEP: WizardStep = { id: 'payment', title: 'Pay to register' };

export function wizardSteps(paymentNeeded: boolean): WizardStep[] {
  return paymentNeeded ? [BASIC_STEP, PREQUALIFICATION_STEP, PAYMENT_STEP] : [BASIC_STEP, PREQUALIFICATION_STEP];
}

const basicKeys = new Set(Object.keys(vendorStepOneValues()));
const listKeys = new Set<string>(vendorStepTwoLists.map((list) => list.name));

/** The step that holds a field (a dotted path's first part); anything else belongs to the last step. */
export function stepOfPath(path: string, steps: readonly WizardStep[]): number {
  const key = path.split('.')[0] ?? '';
  const id: WizardStep['id'] = basicKeys.has(key) ? 'basic' : listKeys.has(key) ? 'prequalification' : 'payment';
  const index = steps.findIndex((step) => step.id === id);
  return index === -1 ? steps.length - 1 : index;
}
