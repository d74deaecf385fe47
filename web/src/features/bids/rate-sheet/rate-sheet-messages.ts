// The rate sheet's words: what the downloaded spreadsheet says, and every reason a filled-in sheet
// is refused. A refusal names the cell (as the spreadsheet shows it, e.g. F7) and the item, so the
// bidder can go straight to it.
import { formatPaise, MAX_RATE_PAISE } from '@tender/shared/money';

/** The header row; the reader finds its columns by these texts, so an inserted column does no harm. */
export const RATE_SHEET_COLUMNS = {
  itemId: 'Item id',
  workType: 'Work type',
  description: 'Description',
  quantity: 'Quantity',
  unit: 'Unit',
  rate: 'Rate (INR)',
  amount: 'Amount (INR)',
} as const;

export const RATE_SHEET_NAME = 'Rate sheet';

export const rateSheetText = {
  title: (tenderUid: string, projectName: string) => `Rate sheet: ${tenderUid}: ${projectName}`,
  instructions:
    'Type a rate for every item in the Rate (INR) column: numbers only, at most two decimals, more than zero. Do not change the Item id column; rows may be sorted.',
  rateValidationTitle: 'Rate (INR)',
  rateValidationError: 'A rate is a number more than zero, with at most two decimals.',
} as const;

/** Where a refusal points: a cell, and the item of its row when the row names one. */
export type RateSheetPlace = { cell: string; item?: { id: number; description: string } };

const DESCRIPTION_SHOWN = 60;

const shortDescription = (description: string) =>
  description.length > DESCRIPTION_SHOWN ? `${description.slice(0, DESCRIPTION_SHOWN - 1)}…` : description;

const itemLabel = (item: { id: number; description: string }) =>
  `item ${item.id}, "${shortDescription(item.description)}"`;

const at = ({ cell, item }: RateSheetPlace) => (item ? `Cell ${cell} (${itemLabel(item)})` : `Cell ${cell}`);

export const rateSheetMessages = {
  read: (count: number, fileName: string) => `Rates for ${count} items read from ${fileName}.`,
  refused: 'The rate sheet was not taken. Correct the following and upload it again:',
  moreErrors: (count: number) => `… and ${count} more.`,
  loadFailed: 'The rate sheet tools could not be loaded. Check your connection and try again.',
  notASpreadsheet:
    'This file is not an Excel workbook (.xlsx), or it is damaged. Save the rate sheet as .xlsx (Excel or LibreOffice: "Excel 2007-365") and upload it again.',
  tooLarge: 'This file is too large to be a rate sheet. Upload the rate sheet downloaded from this page.',
  noHeaderRow: `The sheet has no header row with "${RATE_SHEET_COLUMNS.itemId}" and "${RATE_SHEET_COLUMNS.rate}". Upload the rate sheet downloaded from this page, filled in.`,
  rateMissing: (place: RateSheetPlace) => `${at(place)}: the rate is missing.`,
  rateNotNumber: (place: RateSheetPlace) => `${at(place)}: the rate must be a number with at most two decimals.`,
  rateTooManyDecimals: (place: RateSheetPlace, shown: string) =>
    `${at(place)}: the rate must be a number with at most two decimals (the cell holds ${shown}).`,
  rateNotPositive: (place: RateSheetPlace) => `${at(place)}: the rate must be more than zero.`,
  rateTooLarge: (place: RateSheetPlace) =>
    `${at(place)}: the rate is above the largest allowed, ${formatPaise(BigInt(MAX_RATE_PAISE))}.`,
  rateWithoutItem: (place: RateSheetPlace) => `${at(place)}: this row has a rate but no item id.`,
  unknownItem: (place: RateSheetPlace, shown: string) =>
    `${at(place)}: "${shortDescription(shown)}" is not an item id of this tender.`,
  duplicateItem: (place: RateSheetPlace, firstCell: string) =>
    `${at(place)}: the item appears again (first in cell ${firstCell}); keep one row per item.`,
  missingItem: (item: { id: number; description: string }) =>
    `Item ${item.id} ("${shortDescription(item.description)}") has no row in the sheet; add it back with its rate.`,
} as const;
