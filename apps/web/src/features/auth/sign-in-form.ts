import type { TFormErrors } from '@habitat/shared';
import { type ChangeEvent, type FormEvent, useCallback, useEffect, useRef, useState } from 'react';

type TValues = Record<string, string | boolean | undefined>;
type TTextName<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T];

/**
 * A form of the sign-in page, without a form library: that page is the one a first visit starts
 * on, and react-hook-form alone is 17 KiB gzip (the app's other forms load later and keep it).
 * The shared rule `check` runs when the form is sent: each error stays until the next try and the
 * focus stays where the person is, as in the app's other forms (lib/forms/checked-on-submit.ts);
 * `first` has the focus when the form opens.
 */
export function useSignInForm<T extends TValues>(
  initial: T,
  check: (values: T) => TFormErrors<T>,
  first: keyof T,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<TFormErrors<T>>({});
  const inputs = useRef(new Map<keyof T, HTMLInputElement>());

  const setValue = useCallback(<K extends keyof T>(name: K, value: T[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
  }, []);
  const focus = useCallback((name: keyof T) => inputs.current.get(name)?.focus(), []);
  useEffect(() => focus(first), [focus, first]);

  const refOf = (name: keyof T) => (element: HTMLInputElement | null) => {
    if (element) inputs.current.set(name, element);
    else inputs.current.delete(name);
  };
  /** The props of a text input (Mantine's TextInput, PasswordInput). */
  const text = (name: TTextName<T>) => ({
    name: String(name),
    value: values[name] as string,
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      setValue(name, event.currentTarget.value as T[typeof name]),
    ref: refOf(name),
  });
  const onSubmit = (onValid: (values: T) => unknown) => (event: FormEvent) => {
    event.preventDefault();
    const found = check(values);
    setErrors(found);
    if (Object.keys(found).length === 0) void onValid(values);
  };
  return { values, errors, setValue, text, onSubmit };
}
