import {
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  get,
  type UseFormSetError,
} from 'react-hook-form';
import { fieldCodesOf } from './field-codes';

/**
 * The one way a form shows the field codes of an API answer `{ error: { code, message, fields } }`
 * (lib/api-client's ApiError): each code goes on its field through react-hook-form's `setError`
 * (type 'server', the code as the message, which the form translates as it does its own rules').
 * `accept` keeps the paths the form has (all by default) and may rename one; `focus` moves to the
 * first. Returns the paths set: none means the answer is not about the fields.
 */
export function setServerFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: unknown,
  options: TFieldCodeOptions<T> = {},
): FieldPath<T>[] {
  return setFieldCodes(setError, fieldCodesOf(error), options);
}

type TFieldCodeOptions<T extends FieldValues> = {
  accept?: (path: string) => FieldPath<T> | boolean | undefined;
  /** The message put on the field; the field's own code by default. */
  message?: (code: string, path: string) => string;
  focus?: boolean;
};

/** The same for field codes by path that a caller already took out of the answer. */
export function setFieldCodes<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fields: Readonly<Record<string, string | undefined>> | undefined,
  options: TFieldCodeOptions<T> = {},
): FieldPath<T>[] {
  const set: FieldPath<T>[] = [];
  // A day's code before its fields' ('dates.2026-05-01', then 'dates.2026-05-01.0.from'): one
  // set after the other under it would replace them.
  const depth = (path: string) => path.split('.').length;
  const entries = Object.entries(fields ?? {}).sort(([a], [b]) => depth(a) - depth(b));
  for (const [path, code] of entries) {
    if (code === undefined) continue;
    const accepted = options.accept ? options.accept(path) : true;
    if (!accepted) continue;
    const name = (accepted === true ? path : accepted) as FieldPath<T>;
    const message = options.message ? options.message(code, path) : code;
    setError(
      name,
      { type: 'server', message },
      { shouldFocus: options.focus === true && set.length === 0 },
    );
    set.push(name);
  }
  return set;
}

/** Accepts the paths that are one of the form's field names. */
export const oneOf =
  <const N extends string>(names: readonly N[]) =>
  (path: string): N | undefined =>
    names.find((name) => name === path);

/** The code (message) of the error at a dotted path ('name.fr', 'hours.monday.0.to'). */
export function errorCodeAt(errors: FieldErrors, path: string): string | undefined {
  const found = get(errors, path) as { message?: unknown } | undefined;
  return typeof found?.message === 'string' && found.message !== '' ? found.message : undefined;
}

/** Every error's code by dotted path, for editors that take them flat ('ranges.monday.0.to'). */
export function errorCodesByPath(errors: FieldErrors): Record<string, string> {
  const found: Record<string, string> = {};
  const walk = (node: unknown, path: string) => {
    if (typeof node !== 'object' || node === null) return;
    const {
      message,
      ref: _ref,
      type: _type,
      types: _types,
      ...children
    } = node as Record<string, unknown>;
    if (typeof message === 'string' && message !== '') found[path || 'form'] ??= message;
    for (const [key, child] of Object.entries(children)) {
      walk(child, path ? `${path}.${key}` : key);
    }
  };
  walk(errors, '');
  return found;
}
