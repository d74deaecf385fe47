// Writes the demo data once per data folder, through the same repositories the handlers use.
import { putLookupEntries } from '../../functions/data/lookups-repository';
import { getSeedVersion, markSeeded, raiseSequenceTo } from '../../functions/data/seed-state-repository';
import { currentSequenceValue } from '../../functions/data/sequences';
import { OFFICE_DEFAULTS } from '@tender/shared/constants';
import { putBasicSettings } from '../../functions/data/settings-repository';
import { putTender, type TenderRecord } from '../../functions/data/tenders-repository';
import { createUser } from '../../functions/data/users-repository';
import { ConflictError } from '../../functions/platform/errors';
import { hashPassword } from '../../functions/platform/passwords';
import { putObject } from '../../functions/platform/storage';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { seedDemoBuyerTenders } from './demo-buyer-tenders';
import { seedSealingKeys } from './demo-sealing-keys';
import { recordDemoContractorFee, seedDemoProfiles } from './demo-profiles';
import { DOCUMENT_TYPES, MATERIALS, SETTINGS, TENDER_CATEGORIES, WORK_TYPES } from './lookup-fixtures';
import { buildSeedTenders, type SeedTender } from './tender-fixtures';
import { renderTenderPdf } from './tender-pdf';

/**
 * 1: lookups, settings, tenders, demo logins; 2: the demo Contractor's and Organization's profiles;
 * 3: the demo Organization's own tenders (some published ones, a draft, one in review); 4: a sealing
 * key for every active tender (the key server's keys live in the same data folder); 5: the demo
 * Builder's profile (builders see and edit theirs).
 */
const SEED_VERSION = 5;

/** Lookup lists and basic settings: what every stage needs, demo or not (stage:init writes them too). */
export async function seedReferenceData() {
  await Promise.all([
    putLookupEntries('document_type', DOCUMENT_TYPES),
    putLookupEntries('tender_category', TENDER_CATEGORIES),
    putLookupEntries('work_type', WORK_TYPES),
    putLookupEntries('material', MATERIALS),
  ]);
  await putBasicSettings({ ...OFFICE_DEFAULTS, ...SETTINGS });
}

async function seedTender(tender: SeedTender, id: number) {
  const documents = await Promise.all(
    tender.documents.map(async (document, index) => {
      const storage = `tenders/${id}/${document.fileName}`;
      await putObject(storage, await renderTenderPdf(tender, document), 'application/pdf');
      return { id: index + 1, document_name: document.document_name, description: document.description, storage };
    }),
  );
  const { documents: _files, work_type_name: _derived, ...fields } = tender;
  const record: TenderRecord = {
    ...fields,
    id,
    tender_documents: documents,
    tender_material_works: tender.tender_material_works.map((item, index) => ({ ...item, id: index + 1 })),
  };
  await putTender(record);
}

async function seedDemoAccounts(now: Date) {
  for (const account of DEMO_ACCOUNTS) {
    try {
      await createUser({
        name: account.name,
        email: account.email,
        mobile: account.mobile,
        username: account.username ?? null,
        role: account.role,
        password_hash: await hashPassword(account.password),
        email_verified_at: now.toISOString(),
        google2fa_enabled: false,
        created_at: now.toISOString(),
      });
    } catch (error) {
      if (!(error instanceof ConflictError)) throw error;
    }
  }
}

/** Every tender id handed out so far (the seed's and the demo buyer's). */
const lastTenderId = () => currentSequenceValue('tender');

/**
 * Seeds lookups, settings, tenders with their PDFs, demo logins and their profiles; does nothing
 * when already seeded. A data folder seeded by an older version gets only what came later.
 */
export async function seedDemoData(now: Date, log: (line: string) => void = () => undefined): Promise<boolean> {
  const version = await getSeedVersion();
  if (version === SEED_VERSION) return false;
  if (version !== undefined && version >= 1 && version < SEED_VERSION) {
    // Only the profiles missing (the Builder's from version 5) are written.
    const profiles = await seedDemoProfiles(now);
    const owned = version < 3 ? await seedDemoBuyerTenders(buildSeedTenders(now).length, now) : 0;
    const keys = version < 4 ? await seedSealingKeys(await lastTenderId(), now) : 0;
    if (version < 4) await recordDemoContractorFee();
    await markSeeded(SEED_VERSION, now);
    log(
      `Demo data updated: ${profiles} demo company profiles, ${owned} tenders of the demo buyer, ${keys} sealing keys.`,
    );
    return true;
  }
  log('Writing demo data (first run)...');
  await seedReferenceData();
  const tenders = buildSeedTenders(now);
  for (let index = 0; index < tenders.length; index += 6) {
    await Promise.all(tenders.slice(index, index + 6).map((tender, offset) => seedTender(tender, index + offset + 1)));
  }
  await raiseSequenceTo('tender', tenders.length);
  await seedDemoAccounts(now);
  const profiles = await seedDemoProfiles(now);
  const owned = await seedDemoBuyerTenders(tenders.length, now);
  await seedSealingKeys(await lastTenderId(), now);
  await markSeeded(SEED_VERSION, now);
  log(
    `Demo data written: ${tenders.length} tenders, ${DEMO_ACCOUNTS.length} demo logins, ${profiles} company profiles, ${owned} tenders of the demo buyer.`,
  );
  return true;
}
