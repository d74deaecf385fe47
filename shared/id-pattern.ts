/** A path id: a positive whole number without sign, leading zeros or decimals. */
export const POSITIVE_ID_PATTERN = /^[1-9]\d{0,15}$/;
