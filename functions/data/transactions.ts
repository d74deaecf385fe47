import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../platform/dynamo-client';

// The plumbing every multi-item write shares: the entry type, the one call, and reading which entry
// a cancelled transaction failed at. Repositories build the entries (their keys, their conditions)
// and say what each guarded entry means to their callers; this module knows nothing of either.

/** One entry of a TransactWriteItems call, as lib-dynamodb takes it. */
export type TransactWriteItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** Why DynamoDB cancelled one entry (`None` for the entries that were fine). */
/** A single write refused by its ConditionExpression (a transaction's refusal is cancellationReasons'). */
export const isConditionFailure = (error: unknown): boolean =>
  error instanceof Error && error.name === 'ConditionalCheckFailedException';

export type CancellationReason = { Code?: string };

/**
 * The reasons of a cancelled transaction, one per entry in order (empty when the database gave
 * none, as some emulators do); undefined for any other error.
 */
export function cancellationReasons(error: unknown): CancellationReason[] | undefined {
  if (!(error instanceof Error) || error.name !== 'TransactionCanceledException') return undefined;
  return (error as { CancellationReasons?: CancellationReason[] }).CancellationReasons ?? [];
}

/** The indexes of the entries whose condition did not hold. */
export function failedConditions(reasons: readonly CancellationReason[]): number[] {
  return reasons.flatMap((reason, index) => (reason.Code === 'ConditionalCheckFailed' ? [index] : []));
}

/** Where a transaction's guarded entries sit: a named step's index, and each upload's (index -> upload id). */
export type StepSlots<Step extends string> = Partial<Record<Step, number>> & { uploads?: Record<number, string> };

/** The guarded step a cancelled transaction failed at ('upload' carries the upload's id). */
export type FailedStep<Step extends string> = { step: Step | 'upload'; uploadId?: string };

/**
 * Which of the named steps a cancelled transaction failed at, the first in `order` whose condition
 * did not hold ('upload' stands for any upload entry); null when none of them did (another entry's
 * condition, or a transaction that met another on the same item); undefined when `error` is not a
 * cancelled transaction at all.
 */
export function failedStep<Step extends string>(
  error: unknown,
  slots: StepSlots<Step>,
  order: readonly (Step | 'upload')[],
): FailedStep<Step> | null | undefined {
  const reasons = cancellationReasons(error);
  if (!reasons) return undefined;
  const failed = new Set(failedConditions(reasons));
  for (const step of order) {
    if (step === 'upload') {
      const upload = Object.keys(slots.uploads ?? {})
        .map(Number)
        .find((slot) => failed.has(slot));
      if (upload !== undefined) return { step, uploadId: slots.uploads?.[upload] };
      continue;
    }
    const slot = (slots as Partial<Record<Step, number>>)[step];
    if (slot !== undefined && failed.has(slot)) return { step };
  }
  return null;
}

/**
 * Writes entries in ONE transaction. A cancelled one is handed to `conflictOf`, which names the
 * caller's error for it (undefined: the original error is thrown).
 */
export async function writeTransaction(
  items: TransactWriteItem[],
  conflictOf: (error: unknown) => Error | undefined = () => undefined,
): Promise<void> {
  try {
    await dynamo.send(new TransactWriteCommand({ TransactItems: items }));
  } catch (error) {
    throw conflictOf(error) ?? error;
  }
}

/**
 * DynamoDB's size of an item, counted as AWS documents it (names and values in UTF-8 bytes, a
 * number at most 21 bytes, 3 bytes per list or map plus 1 per element): an upper bound, for checking
 * that the largest transaction stays under the 400 KB item and 4 MB transaction limits.
 */
export function itemSizeBytes(value: unknown): number {
  const bytes = (text: string) => Buffer.byteLength(text, 'utf8');
  if (value === null || value === undefined || typeof value === 'boolean') return 1;
  if (typeof value === 'number') return 21;
  if (typeof value === 'string') return bytes(value);
  if (Array.isArray(value)) return 3 + value.reduce((sum: number, element) => sum + 1 + itemSizeBytes(element), 0);
  if (typeof value === 'object') {
    return (
      3 + Object.entries(value).reduce((sum, [name, element]) => sum + 1 + bytes(name) + itemSizeBytes(element), 0)
    );
  }
  return 0;
}
