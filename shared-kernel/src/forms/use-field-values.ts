import { useState } from 'react';
import type { FieldBinding } from './use-submit';

/**
 * A form's text values by field name: `set(name)` is a field's onChange, and `bind(name, field)` gives
 * a kernel field its value, its onChange and useSubmit's binding in one spread:
 *
 *   const { values, setValues, bind } = useFieldValues({ city: '', zipcode: '' });
 *   <TextField label="City" {...bind('city', form.field('city'))} />
 */
/** The names of the text fields among a form's values (a form may hold a checkbox's boolean too). */
type TextName<Values> = { [Name in keyof Values & string]: Values[Name] extends string ? Name : never }[keyof Values &
  string];

export function useFieldValues<Values extends object>(initial: Values) {
  const [values, setValues] = useState<Values>(initial);
  const set =
    <Name extends TextName<Values>>(name: Name) =>
    (value: string) =>
      setValues((previous) => ({ ...previous, [name]: value }));
  const bind = <Name extends TextName<Values>>(name: Name, field: FieldBinding) => ({
    field,
    value: values[name] as string,
    onChange: set(name),
  });
  return { values, setValues, set, bind };
}
