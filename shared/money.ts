// Money of a bid in whole paise, the same on the server and in the browser: a rate is typed in
// rupees with at most two decimals, a work item's quantity has at most three, and a line amount is
// quantity x rate rounded half up to the paisa. Integers throughout (BigInt for the product), so
// no total ever differs by a paisa between the page and the comparative statement.

/** The largest rate a bid may give for one unit: ₹1,000 crore. */
export const MAX_RATE_PAISE = 1_000_00_00_000_00;

const RATE_PATTERN = /^\d{1,12}(\.\d{1,2})?$/;

/** '1234.5' -> 123450; null when the text is not a plain amount of rupees with at most two decimals. */
export function rateToPaise(text: string): number | null {
  const trimmed = text.trim().replace(/,/g, '');
  if (!RATE_PATTERN.test(trimmed)) return null;
  const [rupees, paise = ''] = trimmed.split('.');
  const value = Number(rupees) * 100 + Number(paise.padEnd(2, '0'));
  return value <= MAX_RATE_PAISE ? value : null;
}

/** 123450 -> '1234.50' (a rate as the rate sheet writes it). */
export function paiseToRupeeText(paise: number): string {
  return `${Math.trunc(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;
}

/** A quantity in thousandths of its unit; quantities are stored with at most three decimals. */
export function quantityInThousandths(quantity: number): bigint {
  return BigInt(Math.round(quantity * 1000));
}

/** quantity x rate, in paise, rounded half up. */
export function lineAmountPaise(quantity: number, ratePaise: number): bigint {
  const product = quantityInThousandths(quantity) * BigInt(ratePaise);
  return (product + 500n) / 1000n;
}

export function totalPaise(lines: readonly { quantity: number; ratePaise: number }[]): bigint {
  return lines.reduce((sum, line) => sum + lineAmountPaise(line.quantity, line.ratePaise), 0n);
}

/** 12345678n -> '₹1,23,456.78': Indian grouping, exact for any amount. */
export function formatPaise(paise: bigint): string {
  const negative = paise < 0n;
  const digits = (negative ? -paise : paise).toString().padStart(3, '0');
  const rupees = digits.slice(0, -2);
  const lastThree = rupees.slice(-3);
  const rest = rupees.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}₹${rest ? `${rest},` : ''}${lastThree}.${digits.slice(-2)}`;
}

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  return [TENS[Math.trunc(n / 10)], ONES[n % 10]].filter(Boolean).join(' ');
}

function belowThousand(n: number): string {
  const hundreds = Math.trunc(n / 100);
  return [hundreds ? `${ONES[hundreds]} Hundred` : '', n % 100 ? belowHundred(n % 100) : ''].filter(Boolean).join(' ');
}

/** Whole rupees in the Indian system: crore, lakh, thousand; crores above 99 are said in the same way. */
function indianWords(n: bigint): string {
  if (n === 0n) return 'Zero';
  const crore = n / 1_00_00_000n;
  const rest = Number(n % 1_00_00_000n);
  const parts = [
    crore ? `${indianWords(crore)} Crore` : '',
    Math.trunc(rest / 1_00_000) ? `${belowHundred(Math.trunc(rest / 1_00_000))} Lakh` : '',
    Math.trunc(rest / 1000) % 100 ? `${belowHundred(Math.trunc(rest / 1000) % 100)} Thousand` : '',
    rest % 1000 ? belowThousand(rest % 1000) : '',
  ];
  return parts.filter(Boolean).join(' ');
}

/** 12345678n -> 'Rupees One Lakh Twenty Three Thousand Four Hundred Fifty Six and Seventy Eight Paise Only'. */
export function paiseInWords(paise: bigint): string {
  const rupees = paise / 100n;
  const rest = Number(paise % 100n);
  return `Rupees ${indianWords(rupees)}${rest ? ` and ${belowHundred(rest)} Paise` : ''} Only`;
}
