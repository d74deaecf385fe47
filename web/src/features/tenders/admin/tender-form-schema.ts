// The tender form's yup schema. The server's rules exist only in zod (shared/schemas/tenders-admin.ts
// TenderFields + CreateTenderBody's date rules), so each field here is ONE test that walks the zod
// field's steps in its order over the value the body will carry (toTenderFields), giving the same
// first message; tender-form-schema.test.ts feeds both the same bad values. The date rules come from
// the same plain functions the server uses (shared/schemas/tender-dates.ts).
import { tenderFieldMessages as m } from '@tender/shared/admin-messages';
import { hasAtMostTwoDecimals, isSafeText } from '@tender/shared/rules';
import {
  TENDER_DATE_FIELDS,
  TENDER_DATE_PATTERN,
  tenderDateErrors,
  toIstDateTime,
  type TenderDateField,
  type TenderDates,
} from '@tender/shared/schemas/tender-dates';
import { array, mixed, object, type AnySchema, type TestContext } from 'yup';
import { toNumber } from '../../../lib/forms/typed-number';
import { uploadRefProblem } from '../../../lib/forms/upload-ref-problem';
import { evaluatorsProblem, openersProblem, representationDaysProblem } from './opening-roles';
import {
  DOCUMENT_RULES,
  EMD_FEE_TYPES,
  TENDER_DOCUMENTS_MAX,
  TENDER_WORK_ITEMS_MAX,
  TEXT_RULES,
  WORK_ITEM_RULES,
  type TenderTextField,
  type TextRule,
} from './tender-form-rules';

/** The largest amount a tender field takes, in rupees (as the server's AMOUNT_MAX). */
const AMOUNT_MAX = 100_000_000_000;

type Problem = (value: unknown, context: TestContext) => string | undefined;

const check = (problem: Problem): AnySchema =>
  mixed()
    .nullable()
    .test({
      name: 'tender-field',
      test(value, context) {
        const message = problem(value, context);
        return message ? context.createError({ message }) : true;
      },
    });

/** zod's `text(label, message, max)`: a string, trimmed, 1..max characters, safe text. */
export function textProblem(rule: TextRule, value: unknown): string | undefined {
  if (typeof value !== 'string') return rule.required;
  const trimmed = value.trim();
  if (trimmed.length < 1) return rule.required;
  if (trimmed.length > rule.max) return m.tooLong(rule.messageLabel, rule.max);
  if (!isSafeText(trimmed)) return m.unsafe(rule.messageLabel);
  return undefined;
}

const isNumber = (value: number | undefined): value is number => typeof value === 'number' && !Number.isNaN(value);

/** zod's lookupId(message): a whole number from 1. */
const lookupIdProblem = (message: string) => (value: unknown) => {
  const number = toNumber(value as string);
  return isNumber(number) && Number.isInteger(number) && number > 0 && number <= Number.MAX_SAFE_INTEGER
    ? undefined
    : message;
};

/** zod's amount(message): 0..AMOUNT_MAX with at most two decimals. */
const amountProblem = (message: string) => (value: unknown) => {
  const number = toNumber(value as string);
  return isNumber(number) && number >= 0 && number <= AMOUNT_MAX && hasAtMostTwoDecimals(number) ? undefined : message;
};

const rangeProblem = (message: string, min: number, max: number, whole: boolean) => (value: unknown) => {
  const number = toNumber(value as string);
  return isNumber(number) && number >= min && number <= max && (!whole || Number.isInteger(number))
    ? undefined
    : message;
};

const yesNoProblem = (value: unknown) => (typeof value === 'boolean' ? undefined : m.yesNo);

/** A date as typed, as the server stores it (India time), or undefined when it is not a date and time. */
export function canonicalDate(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return TENDER_DATE_PATTERN.test(trimmed) ? toIstDateTime(trimmed) : undefined;
}

export type TenderSchemaOptions = {
  /**
   * When the tender is (or will be) published: an active tender's own date, now for a re-tender.
   * A draft has none: its document download may start any time until it is published.
   */
  publishedDate?: string | null;
};

/** The date fields' own form, then the date rule that names this field (the others' values read from the form). */
const dateProblem =
  (field: TenderDateField, { publishedDate }: TenderSchemaOptions): Problem =>
  (value, context) => {
    if (canonicalDate(value) === undefined) return m.date;
    const form = (context.parent ?? {}) as Partial<Record<TenderDateField, unknown>>;
    const dates: TenderDates = Object.fromEntries(
      TENDER_DATE_FIELDS.map((name) => [name, canonicalDate(form[name]) ?? null]),
    );
    return tenderDateErrors({ ...dates, published_date: publishedDate ?? null })[field];
  };

/** A document's file: required for a new document (no id); a stored one keeps its own unless replaced. */
const documentFileProblem: Problem = (value, context) => {
  const row = (context.parent ?? {}) as { id?: unknown };
  if (value === null || value === undefined) return row.id === undefined ? m.documentFile : undefined;
  return uploadRefProblem(value, m.documentFile);
};

const countItems = (groups: unknown) =>
  Array.isArray(groups)
    ? groups.reduce(
        (total: number, group: { items?: unknown }) => total + (Array.isArray(group?.items) ? group.items.length : 0),
        0,
      )
    : 0;

const textFields = Object.fromEntries(
  (Object.entries(TEXT_RULES) as [TenderTextField, TextRule][]).map(([field, rule]) => [
    field,
    check((value) => textProblem(rule, value)),
  ]),
);

/** The whole tender form (create, edit, re-tender). */
export function tenderFormSchema(options: TenderSchemaOptions = {}) {
  const dates = Object.fromEntries(TENDER_DATE_FIELDS.map((field) => [field, check(dateProblem(field, options))]));
  return object({
    ...textFields,
    ...dates,
    tender_category_id: check(lookupIdProblem(m.tender_category_id)),
    material_work_type_id: check(lookupIdProblem(m.material_work_type_id)),
    pin_code: check((value) => (typeof value === 'string' && /^\d{6}$/.test(value.trim()) ? undefined : m.pin_code)),
    remarks: check((value) => {
      if (typeof value !== 'string' || !/^\d{1,13}-\d{1,13}$/.test(value.trim())) return m.remarks;
      const [low, high] = value.trim().split('-').map(Number) as [number, number];
      return low <= high ? undefined : m.remarksOrder;
    }),
    allow_two_stage_bidding: check(yesNoProblem),
    general_technical_evaluation: check(yesNoProblem),
    item_wise_evaluation_allowed: check(yesNoProblem),
    is_paid: check(yesNoProblem),
    emd_exemption_allowed: check(yesNoProblem),
    bid_validity_days: check(rangeProblem(m.bid_validity_days, 1, 3650, true)),
    tender_fee: check(amountProblem(m.tender_fee)),
    emd_amount: check(amountProblem(m.emd_amount)),
    emd_fee_type_name: check((value) =>
      (EMD_FEE_TYPES as readonly unknown[]).includes(value) ? undefined : m.emd_fee_type_name,
    ),
    emd_percentage: check(rangeProblem(m.emd_percentage, 0, 100, false)),
    work_groups: array(
      object({
        material_work_type_id: check(lookupIdProblem(m.workItemType)),
        items: array(
          object({
            item_description: check((value) => textProblem(WORK_ITEM_RULES.item_description, value)),
            quantity: check((value) => {
              const number = toNumber(value as string);
              return isNumber(number) && number > 0 && number <= 1_000_000_000 ? undefined : m.workItemQuantity;
            }),
            unit: check((value) => textProblem(WORK_ITEM_RULES.unit, value)),
          }),
        ),
      }),
    )
      .test('work-items', m.workItems, (groups) => countItems(groups) > 0)
      .test('work-items-max', m.workItemsTooMany(TENDER_WORK_ITEMS_MAX), (groups) => {
        return countItems(groups) <= TENDER_WORK_ITEMS_MAX;
      }),
    tender_documents: array(
      object({
        document_name: check((value) => textProblem(DOCUMENT_RULES.document_name, value)),
        description: check((value) => textProblem(DOCUMENT_RULES.description, value)),
        file: check(documentFileProblem),
      }),
    ).max(TENDER_DOCUMENTS_MAX, m.documentsTooMany(TENDER_DOCUMENTS_MAX)),
    // Empty in an organisation's own form (which does not send them): always valid there.
    openers: check(openersProblem),
    evaluators: check(evaluatorsProblem),
    representation_days: check(representationDaysProblem),
  });
}
