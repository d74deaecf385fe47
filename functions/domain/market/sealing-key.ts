import { getSealingKey, type SealingKeyRecord } from '../../data/sealing-keys-repository';
import { createSealingKey, retireSealingKey } from '../../platform/kms-client';

// A tender's sealing key is made when the tender is published: one key per tender,
// under a policy fixed at birth that denies Decrypt to everyone before the tender's opening time
// and allows it afterwards only to the opening function's role (platform/sealing-key-policy.ts).
// Here it is an opaque reference, kept with the tender and handed back to the key service.

export type NewSealingKey = {
  /** The record to write in the same transaction that publishes the tender. */
  record: SealingKeyRecord;
  /** Retires the key when that transaction fails, so no unused key is left behind. */
  discard: () => Promise<void>;
};

export async function newSealingKey(
  tender: { id: number; tender_uid: string; bid_opening_date: string },
  now: Date,
): Promise<NewSealingKey> {
  const openingAt = new Date(tender.bid_opening_date);
  const sealingKey = await createSealingKey({
    description: `Seals the bids of tender ${tender.tender_uid} (id ${tender.id}) until ${openingAt.toISOString()}`,
    openingAt,
  });
  const record: SealingKeyRecord = {
    tender_id: tender.id,
    key_arn: sealingKey,
    opening_at: openingAt.toISOString(),
    created_at: now.toISOString(),
  };
  return {
    record,
    discard: () => retireSealingKey(sealingKey).catch(() => undefined),
  };
}

export const sealingKeyOf = (tenderId: number) => getSealingKey(tenderId);
