/**
 * The usual spellings of what was typed (as typed, lower, upper, title and sentence case), each
 * tried by a search: DynamoDB's contains() is case-sensitive.
 */
export function searchSpellings(text: string): string[] {
  const lower = text.toLowerCase();
  const title = lower.replace(/(^|\s)\S/g, (first) => first.toUpperCase());
  const sentence = lower.charAt(0).toUpperCase() + lower.slice(1);
  return [...new Set([text, lower, text.toUpperCase(), title, sentence])];
}
