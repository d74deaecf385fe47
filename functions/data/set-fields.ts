/**
 * An UpdateExpression's `SET` of arbitrary fields: `#<prefix>N = :<prefix>N` for each, its name and
 * value added to the expression's maps (placeholders, so any field name is safe).
 */
export function setFieldAssignments(
  fields: Record<string, unknown>,
  prefix: string,
  expression: { names: Record<string, string>; values: Record<string, unknown> },
): string[] {
  return Object.entries(fields).map(([field, value], index) => {
    expression.names[`#${prefix}${index}`] = field;
    expression.values[`:${prefix}${index}`] = value;
    return `#${prefix}${index} = :${prefix}${index}`;
  });
}
