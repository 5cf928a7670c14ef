/**
 * A document's field by a name held in a variable (a form's fields listed by name, a column, a
 * field only some collections have), read without claiming a type the document may not have:
 * `undefined` when the value is not an object or has no such field.
 */
export const fieldOf = (value: unknown, name: string): unknown => (value && typeof value === 'object' ? Reflect.get(value, name) : undefined);

/** A text field by its name: its text, or `null` when it is missing, empty or not text. */
export const textOf = (value: unknown, name: string): string | null => {
  const field = fieldOf(value, name);
  return typeof field === 'string' && field ? field : null;
};
