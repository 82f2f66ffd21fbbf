import { formatPrice, type TLeaseState, type TManagedLease } from '@habitat/shared';
import { currentLocale, hasKey, type TFunction, type TI18nKey } from '@/i18n/setup';
import { fieldErrorText } from '../components/field-error';

export const LEASE_STATE_COLORS: Record<TLeaseState, string> = {
  upcoming: 'blue',
  in_force: 'teal',
  ended: 'gray',
  cancelled: 'orange',
};

export const leaseStateText = (t: TFunction, state: TLeaseState) =>
  t(`manage.leases.states.${state}` as TI18nKey);

export const leaseDatesText = (t: TFunction, lease: TManagedLease) =>
  lease.endAt === null
    ? t('manage.leases.since', { start: lease.startAt })
    : t('manage.leases.dates', { start: lease.startAt, end: lease.endAt });

export const rentText = (cents: number) => formatPrice(cents, currentLocale());

export const personName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`;

/** A field code of the leases API in words: the leases' own first, then the console's. */
export function leaseFieldError(t: TFunction, code: string | undefined) {
  if (!code) return undefined;
  const own = `manage.leases.errors.${code}`;
  return hasKey(own) ? t(own) : fieldErrorText(t, code);
}

/** Dollars as typed ("1 485,50", "1485.5") to cents; null when it is not an amount. */
export function centsOf(typed: string | number): number | null {
  if (typeof typed === 'number') return Number.isFinite(typed) ? Math.round(typed * 100) : null;
  const text = typed.replace(/[\s\u00a0$]/g, '').replace(',', '.');
  if (!/^\d+(\.\d{0,2})?$/.test(text)) return null;
  return Math.round(Number(text) * 100);
}

/** Cents as the form shows them: "1485.50". */
export const dollarsOf = (cents: number) => (cents / 100).toFixed(2);
