import { useRef } from 'react';
import {
  useFormVersion,
  type FieldValues,
  type FormControl,
  type Path,
  type PathValue,
} from './use-form.ts';

/** A value of the form, drawn again whenever it changes. */
export const useWatch = <Values extends FieldValues, Name extends Path<Values>>({
  control,
  name,
}: {
  control: FormControl<Values>;
  name: Name;
}): PathValue<Values, Name> => {
  useFormVersion(control);
  return control.get(name) as PathValue<Values, Name>;
};

let nextRowId = 0;

/** A list's errors less one row's, the list's own message (`message`, `root`) kept. */
const withoutRow = (errors: unknown[], index: number): unknown[] =>
  Object.assign(
    errors.filter((_, at) => at !== index),
    Object.fromEntries(Object.entries(errors).filter(([key]) => !/^\d+$/.test(key))),
  );

/**
 * The rows of a list field, each with a stable `id` for React's key, and the two changes the
 * forms make to them. Values, and errors, move with their rows.
 */
export const useFieldArray = <Values extends FieldValues, Name extends Path<Values>>({
  control,
  name,
}: {
  control: FormControl<Values>;
  name: Name;
}) => {
  type Row = PathValue<Values, Name> extends readonly (infer Item)[] ? Item : never;
  useFormVersion(control);
  const rows = (control.get(name) as Row[] | undefined) ?? [];
  const ids = useRef<number[]>([]);
  while (ids.current.length < rows.length) ids.current.push((nextRowId += 1));
  ids.current.length = rows.length;

  const replaceRows = (next: Row[], errors: unknown[] | undefined) => {
    if (errors) {
      // Replaced whole: setError would keep the removed row's errors under the list's.
      control.setError(name, undefined);
      control.setError(name, errors as never);
    }
    control.set(name, next);
  };
  return {
    fields: rows.map((row, index) => ({ ...(row as object), id: String(ids.current[index]) })),
    append: (row: Row) => {
      ids.current.push((nextRowId += 1));
      replaceRows([...rows, structuredClone(row)], undefined);
    },
    remove: (index: number) => {
      ids.current.splice(index, 1);
      const errors = control.errorAt(name) as unknown;
      replaceRows(
        rows.filter((_, at) => at !== index),
        Array.isArray(errors) ? withoutRow(errors, index) : undefined,
      );
    },
  };
};
