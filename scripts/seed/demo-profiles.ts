// Company profiles for the demo Contractor and Organization logins (local seed only), made from the
// same sample registration bodies the tests register with, parsed by the real schemas and mapped by
// the real registration plan; their files are real PDFs and images in the local bucket.
import { randomUUID } from 'node:crypto';
import {
  BuilderRegistration,
  ContractorRegistration,
  OrganizationRegistration,
} from '@tender/shared/schemas/registration';
import type { StoredFile } from '@tender/shared/schemas/uploads';
import { putMissingProfile, recordMissingPayment } from '../../functions/data/registration-repository';
import { findUserIdByEmail } from '../../functions/data/users-repository';
import {
  builderPlan,
  contractorPlan,
  organizationPlan,
  type RegistrationPlan,
  type StoredFiles,
} from '../../functions/domain/registration/registration-plan';
import { putObject } from '../../functions/platform/storage';
import { buyerBody, builderBody, vendorStepOne, vendorStepTwo } from '../../test/support/registration-samples';
import { SAMPLE_PNG, samplePdf } from '../../test/support/uploads';
import { DEMO_ACCOUNTS } from './demo-accounts';

/** Any well-formed upload key: the plan only reads which fields carry a file. */
const anyUploadRef = () => ({ key: `tmp/${randomUUID()}`, file_name: 'document.pdf' });

async function storeFiles(plan: RegistrationPlan, accountId: number): Promise<StoredFiles> {
  const files: StoredFiles = {};
  for (const claim of plan.claims) {
    const image = claim.purpose === 'director_photo';
    const key = `files/${accountId}/${randomUUID()}.${image ? 'png' : 'pdf'}`;
    const body = image ? SAMPLE_PNG : await samplePdf(`${claim.field} of the demo account`);
    await putObject(key, body, image ? 'image/png' : 'application/pdf');
    const file: StoredFile = {
      key,
      file_name: image ? 'photo.png' : `${claim.field.replace(/\W+/g, '-')}.pdf`,
      content_type: image ? 'image/png' : 'application/pdf',
      size: body.byteLength,
    };
    files[claim.field] = file;
  }
  return files;
}

/** The registration plan of a demo account's role, from the sample bodies the tests register with. */
function demoPlan(
  role: 'Contractor' | 'Organization' | 'Builder',
  contact: { email: string; mobile_no: string },
  now: Date,
) {
  if (role === 'Builder') return builderPlan(BuilderRegistration.parse(builderBody(contact)));
  if (role === 'Organization')
    return organizationPlan(OrganizationRegistration.parse(buyerBody(anyUploadRef, contact)));
  return contractorPlan(
    ContractorRegistration.parse({ ...vendorStepOne(anyUploadRef, contact), ...vendorStepTwo(anyUploadRef, now) }),
  );
}

async function seedProfile(role: 'Contractor' | 'Organization' | 'Builder', now: Date): Promise<boolean> {
  const account = DEMO_ACCOUNTS.find((entry) => entry.role === role);
  const accountId = account ? await findUserIdByEmail(account.email) : undefined;
  if (!account || accountId === undefined) return false;
  const contact = { email: account.email, mobile_no: account.mobile ?? '' };
  const plan = demoPlan(role, contact, now);
  const content = plan.content(await storeFiles(plan, accountId));
  return putMissingProfile(
    accountId,
    {
      kind: plan.kind,
      status: 'approved',
      grade: plan.kind === 'contractor' ? 'C' : null,
      is_quick_register: false,
      payment: plan.kind === 'contractor' ? DEMO_REGISTRATION_PAYMENT : null,
      basic: content.basic,
      bank_details: content.bank_details,
      documents: content.documents,
    },
    content.lists,
    now,
  );
}

/**
 * The demo contractor's registration fee, recorded as paid when it registered (the settings ask a
 * fee, and only a contractor whose fee is paid may bid). No order stands behind it: demo data.
 */
export const DEMO_REGISTRATION_PAYMENT = { order_id: 'order_DemoSeedFee0001', payment_id: 'pay_DemoSeedFee0001' };

/** Records the demo contractor's fee on a profile seeded before fees were recorded (seed version 4). */
export async function recordDemoContractorFee(): Promise<boolean> {
  const account = DEMO_ACCOUNTS.find((demo) => demo.role === 'Contractor');
  const id = account ? await findUserIdByEmail(account.email) : undefined;
  return id ? recordMissingPayment(id, DEMO_REGISTRATION_PAYMENT) : false;
}

/** Writes the demo Contractor's, Organization's and Builder's profiles if they have none; answers how many were written. */
export async function seedDemoProfiles(now: Date): Promise<number> {
  const written = await Promise.all([
    seedProfile('Contractor', now),
    seedProfile('Organization', now),
    seedProfile('Builder', now),
  ]);
  return written.filter(Boolean).length;
}
