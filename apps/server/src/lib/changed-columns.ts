/**
 * A staff edit sends only the fields it changes (a field left out, or undefined, keeps its value).
 * `changedColumns` copies each given field to its column, named by `columns` (`{ game_img: 'gameImg' }`
 * maps the wire field to the Drizzle column); a column only takes a field whose type it accepts.
 * Fields that need converting (a yuan string to fen, a secret to its sealed form) are set by the caller.
 */
type ColumnFor<Value, Columns> = {
  [Column in keyof Columns]-?: [Exclude<Value, undefined>] extends [Columns[Column]] ? Column : never;
}[keyof Columns];

export type ColumnNames<Changes, Columns> = { [Field in keyof Changes]?: ColumnFor<Changes[Field], Columns> };

export function changedColumns<Changes extends object, Columns extends object>(
  changes: Changes,
  columns: ColumnNames<Changes, Columns>,
): Partial<Columns> {
  const set: Partial<Record<keyof Columns, unknown>> = {};
  for (const [field, column] of Object.entries(columns) as [keyof Changes, keyof Columns | undefined][]) {
    const value = changes[field];
    if (column !== undefined && value !== undefined) set[column] = value;
  }
  // Each value was checked against its column's type by ColumnNames.
  return set as Partial<Columns>;
}
