import { getSealingKey, sealingKeyPutItem } from '../../functions/data/sealing-keys-repository';
import { getTenderById } from '../../functions/data/tenders-repository';
import { writeTransaction } from '../../functions/data/transactions';
import { newSealingKey } from '../../functions/domain/market/sealing-key';

/**
 * A sealing key for every active demo tender that has none (publishing makes one; the seed writes
 * its tenders as published directly), so the demo contractor can bid at once. Answers how many.
 */
export async function seedSealingKeys(lastTenderId: number, now: Date): Promise<number> {
  let made = 0;
  for (let id = 1; id <= lastTenderId; id += 1) {
    const tender = await getTenderById(id);
    if (tender?.status !== 'active' || (await getSealingKey(id))) continue;
    const key = await newSealingKey(tender, now);
    await writeTransaction([sealingKeyPutItem(key.record)]).catch(async (error: unknown) => {
      await key.discard();
      throw error;
    });
    made += 1;
  }
  return made;
}
