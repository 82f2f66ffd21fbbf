import { type RefObject, useRef, useState } from 'react';
import { fieldCodesOf } from './field-codes';

type TFocusable = { focus: () => void };

/**
 * setServerFieldErrors for a form kept in plain state (a page that loads no react-hook-form: a
 * reply, an emergency message): the API's field codes of the form's own fields, by name, the
 * first focused. `take` answers false when the answer names none of them (then it is said
 * otherwise: a dialog).
 */
export function usePlainFieldCodes<N extends string>(names: readonly N[]) {
  const [codes, setCodes] = useState<Partial<Record<N, string>>>({});
  const refs = useRef(new Map<N, RefObject<TFocusable | null>>());
  const refOf = <E extends TFocusable>(name: N): RefObject<E | null> => {
    let ref = refs.current.get(name);
    if (!ref) {
      ref = { current: null };
      refs.current.set(name, ref);
    }
    return ref as RefObject<E | null>;
  };
  const take = (error: unknown): boolean => {
    const refused = fieldCodesOf(error) ?? {};
    const own = names.filter((name) => refused[name] !== undefined);
    if (own.length === 0) return false;
    setCodes(Object.fromEntries(own.map((name) => [name, refused[name]])) as typeof codes);
    refs.current.get(own[0] as N)?.current?.focus();
    return true;
  };
  /** Typing in a field clears its code. */
  const clear = (name: N) =>
    setCodes((current) =>
      current[name] === undefined ? current : { ...current, [name]: undefined },
    );
  return { codes, take, clear, refOf };
}
