// The GST state codes (the first two digits of a GSTIN) and the states and union territories they
// name, as the GST portal lists them. Codes 25 (Daman and Diu) and 28 (Andhra Pradesh before 2014)
// still appear in older GSTINs; an address names the current ones (26, 37), so only those are matched by name.

export type GstState = { code: string; name: string; matchesAddress: boolean };

const state = (code: string, name: string, matchesAddress = true): GstState => ({ code, name, matchesAddress });

export const GST_STATES: readonly GstState[] = [
  state('01', 'Jammu and Kashmir'),
  state('02', 'Himachal Pradesh'),
  state('03', 'Punjab'),
  state('04', 'Chandigarh'),
  state('05', 'Uttarakhand'),
  state('06', 'Haryana'),
  state('07', 'Delhi'),
  state('08', 'Rajasthan'),
  state('09', 'Uttar Pradesh'),
  state('10', 'Bihar'),
  state('11', 'Sikkim'),
  state('12', 'Arunachal Pradesh'),
  state('13', 'Nagaland'),
  state('14', 'Manipur'),
  state('15', 'Mizoram'),
  state('16', 'Tripura'),
  state('17', 'Meghalaya'),
  state('18', 'Assam'),
  state('19', 'West Bengal'),
  state('20', 'Jharkhand'),
  state('21', 'Odisha'),
  state('22', 'Chhattisgarh'),
  state('23', 'Madhya Pradesh'),
  state('24', 'Gujarat'),
  state('25', 'Daman and Diu', false),
  state('26', 'Dadra and Nagar Haveli and Daman and Diu'),
  state('27', 'Maharashtra'),
  state('28', 'Andhra Pradesh (before division)', false),
  state('29', 'Karnataka'),
  state('30', 'Goa'),
  state('31', 'Lakshadweep'),
  state('32', 'Kerala'),
  state('33', 'Tamil Nadu'),
  state('34', 'Puducherry'),
  state('35', 'Andaman and Nicobar Islands'),
  state('36', 'Telangana'),
  state('37', 'Andhra Pradesh'),
  state('38', 'Ladakh'),
  state('97', 'Other Territory', false),
  state('99', 'Centre Jurisdiction', false),
];

const BY_CODE = new Map(GST_STATES.map((entry) => [entry.code, entry]));

/** The state of a two-digit GST state code, undefined for any other text. */
export function gstStateOfCode(code: string): GstState | undefined {
  return BY_CODE.get(code);
}

/** The state a GSTIN is registered in: its first two digits. */
export function gstStateOfGstin(gstin: string): GstState | undefined {
  return gstStateOfCode(gstin.trim().slice(0, 2));
}

const words = (text: string) =>
  ` ${text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z]+/g, ' ')} `;

/**
 * The state an address names (matched as whole words, case aside), the one named last when it names
 * several ('Delhi Road, Nashik, Maharashtra' is in Maharashtra); undefined when it names none.
 */
export function gstStateInAddress(address: string): GstState | undefined {
  const text = words(address);
  let found: { state: GstState; at: number } | undefined;
  for (const entry of GST_STATES) {
    if (!entry.matchesAddress) continue;
    const at = text.lastIndexOf(words(entry.name));
    // A longer name found at the same place wins ('Dadra and Nagar Haveli and Daman and Diu').
    if (at >= 0 && (!found || at > found.at || (at === found.at && entry.name.length > found.state.name.length))) {
      found = { state: entry, at };
    }
  }
  return found?.state;
}
