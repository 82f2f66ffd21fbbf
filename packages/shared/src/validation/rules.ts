import { z } from 'zod';
import { PHONE_MIN_DIGITS } from '../constants';

/** Generic field rules of spec §5, used by forms, zod schemas and the server. */

export type TFieldRules = {
  required?: boolean;
  email?: boolean;
  phone?: boolean;
  postal?: boolean;
  number?: boolean;
  min?: number;
  max?: number;
  length?: number;
  minLength?: number;
  maxLength?: number;
  hour?: boolean;
  maxWords?: number;
  maxDecimals?: number;
  regex?: RegExp;
  condition?: (values: Record<string, unknown>) => boolean;
};

export type TRuleName = Exclude<keyof TFieldRules, 'condition'>;

export function isPresent(value: unknown): boolean {
  if (value === undefined || value === null || value === false) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  // An emptied number input reads as NaN (valueAsNumber), which is "no value", not a number.
  if (typeof value === 'number') return !Number.isNaN(value);
  return true;
}

/** Same pattern as `z.email()`, so a form and the API accept the same addresses. */
export function isEmail(s: string): boolean {
  return z.regexes.email.test(s);
}

export function isPhone(s: string): boolean {
  if (!/^[\d\-() ]+$/.test(s)) return false;
  return s.replace(/\D/g, '').length >= PHONE_MIN_DIGITS;
}

export function isPostalCode(s: string): boolean {
  return /^[a-z]\d[a-z] ?\d[a-z]\d$/i.test(s);
}

const NUMERIC = /^[-+]?\d*\.?\d+$/;

/** A finite number, or a plain decimal string with a '.' separator (no exponent, no grouping). */
export function isNumeric(v: unknown): boolean {
  if (typeof v === 'number') return Number.isFinite(v);
  return typeof v === 'string' && NUMERIC.test(v.trim());
}

export function isHour(s: string): boolean {
  return /^([01]?\d|2[0-3]):[0-5]\d$/.test(s);
}

export function countWords(s: string): number {
  const trimmed = s.trim();
  return trimmed === '' ? 0 : trimmed.split(/\s+/).length;
}

function decimalsOf(v: number | string): number {
  // String(1e-7) is '1e-7': the exponent adds to the mantissa's decimals.
  const [mantissa = '', exponent = '0'] = String(v).trim().toLowerCase().split('e');
  const fraction = mantissa.split('.')[1] ?? '';
  return Math.max(0, fraction.length - Number(exponent));
}

export function hasMaxDecimals(v: unknown, n: number): boolean {
  if (!isNumeric(v)) return false;
  return decimalsOf(v as number | string) <= n;
}

function toNumber(value: unknown): number | null {
  if (!isNumeric(value)) return null;
  return typeof value === 'number' ? value : Number((value as string).trim());
}

function toText(value: unknown): string | null {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/** Each rule in the order it is checked; `true` means the value passes. */
const CHECKS: {
  [K in Exclude<TRuleName, 'required'>]: (
    value: unknown,
    rule: NonNullable<TFieldRules[K]>,
  ) => boolean;
} = {
  email: (value, on) => !on || testText(value, isEmail),
  phone: (value, on) => !on || testText(value, isPhone),
  postal: (value, on) => !on || testText(value, isPostalCode),
  number: (value, on) => !on || isNumeric(value),
  min: (value, min) => (toNumber(value) ?? Number.NaN) >= min,
  max: (value, max) => (toNumber(value) ?? Number.NaN) <= max,
  length: (value, length) => toText(value)?.length === length,
  minLength: (value, min) => (toText(value)?.length ?? -1) >= min,
  maxLength: (value, max) => (toText(value)?.length ?? Number.POSITIVE_INFINITY) <= max,
  hour: (value, on) => !on || testText(value, isHour),
  maxWords: (value, max) => testText(value, (text) => countWords(text) <= max),
  maxDecimals: (value, max) => hasMaxDecimals(value, max),
  regex: (value, regex) => testText(value, (text) => matches(regex, text)),
};

function testText(value: unknown, test: (text: string) => boolean): boolean {
  const text = toText(value);
  return text !== null && test(text);
}

function matches(regex: RegExp, text: string): boolean {
  // A /g or /y regex keeps lastIndex between calls and would alternate pass and fail.
  regex.lastIndex = 0;
  return regex.test(text);
}

const RULE_ORDER = Object.keys(CHECKS) as (keyof typeof CHECKS)[];

/**
 * Returns the first failing rule, or null. Rules other than `required` apply only when a value
 * is present. Strings are trimmed first, as presence already ignores surrounding whitespace.
 */
export function validateField(
  value: unknown,
  rules: TFieldRules,
  values: Record<string, unknown> = {},
): TRuleName | null {
  if (rules.condition && !rules.condition(values)) return null;
  if (!isPresent(value)) return rules.required ? 'required' : null;
  for (const name of RULE_ORDER) {
    const rule = rules[name];
    if (rule === undefined) continue;
    const check = CHECKS[name] as (value: unknown, rule: unknown) => boolean;
    if (!check(value, rule)) return name;
  }
  return null;
}

export function validateForm<T extends Record<string, unknown>>(
  values: T,
  schema: Partial<Record<keyof T & string, TFieldRules>>,
): Partial<Record<keyof T & string, TRuleName>> {
  const errors: Partial<Record<keyof T & string, TRuleName>> = {};
  for (const key of Object.keys(schema) as (keyof T & string)[]) {
    const rules = schema[key];
    if (!rules) continue;
    const error = validateField(values[key], rules, values);
    if (error) errors[key] = error;
  }
  return errors;
}

/** Spec §5: an error shows once its field has been validated, or once the whole form has. */
export function visibleErrors<K extends string>(opts: {
  errors: Partial<Record<K, TRuleName>>;
  validated: ReadonlySet<K>;
  allValidated: boolean;
}): Partial<Record<K, TRuleName>> {
  if (opts.allValidated) return { ...opts.errors };
  const shown: Partial<Record<K, TRuleName>> = {};
  for (const key of Object.keys(opts.errors) as K[]) {
    if (opts.validated.has(key)) shown[key] = opts.errors[key];
  }
  return shown;
}
