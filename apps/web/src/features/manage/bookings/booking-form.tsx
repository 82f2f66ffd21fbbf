import {
  BOOKING_HORIZON,
  BOOKING_SETUP_LIMITS,
  WAITLIST_HOLD_LIMITS,
  WAITLIST_OFFER_HOLD_MINUTES,
} from '@habitat/shared';
import { TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { FieldValues, UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';
import { useTranslation } from '@/i18n/use-translation';
import { FormActions } from '@/lib/forms/form-actions';
import { refusalText } from '@/lib/forms/refusal-text';
import { setServerFieldErrors } from '@/lib/forms/server-field-errors';
import { openErrorDialog } from '@/ui/dialog';
import type { TBookingChange } from './api';

/** What a schedule's, group's or event's form is given: how to save, and how to close. */
export type TBookingFormProps = {
  onSave: (change: TBookingChange) => Promise<unknown>;
  onDone: () => void;
};

/**
 * Sends a schedule's, group's or event's change once the form checked it: saved, it says so and
 * closes; the server's field codes come back into the same fields, any other refusal in a dialog.
 */
export function useSaveBookingChange<T extends FieldValues, B>(
  form: UseFormReturn<T, unknown, B>,
  onSave: (change: TBookingChange) => Promise<unknown>,
  onDone: () => void,
) {
  const { t } = useTranslation();
  return async (change: TBookingChange) => {
    try {
      await onSave(change);
    } catch (error) {
      if (setServerFieldErrors(form.setError, error).length > 0) return;
      await openErrorDialog([t('manage.bookings.could_not'), refusalText(t, error)]);
      return;
    }
    notifications.show({ color: 'teal', message: t('manage.bookings.saved') });
    onDone();
  };
}

/** Cancel / Save at the end of a schedule's, group's or event's form. */
export function BookingFormActions(props: { sending: boolean; onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <FormActions
      cancelLabel={t('manage.bookings.cancel')}
      submitLabel={t('manage.bookings.save')}
      onCancel={props.onCancel}
      sending={props.sending}
    />
  );
}

/** The French and English names of a schedule, group or event (both required); `err` by path. */
export function NameFields(props: {
  register: (language: 'fr' | 'en') => UseFormRegisterReturn;
  err: (path: string) => string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput
        label={t('manage.bookings.name_fr')}
        required
        maxLength={BOOKING_SETUP_LIMITS.name}
        {...props.register('fr')}
        error={props.err('name.fr')}
        data-autofocus
      />
      <TextInput
        label={t('manage.bookings.name_en')}
        required
        maxLength={BOOKING_SETUP_LIMITS.name}
        {...props.register('en')}
        error={props.err('name.en')}
      />
    </>
  );
}

/** A price in dollars; `hint` adds what an empty or zero price means. */
export function PriceField(props: {
  field: UseFormRegisterReturn;
  error: string | undefined;
  hint?: boolean;
  description?: string;
}) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('manage.bookings.price')}
      description={props.description ?? (props.hint ? t('manage.bookings.price_hint') : undefined)}
      inputMode="decimal"
      {...props.field}
      error={props.error}
    />
  );
}

/** How many days ahead a schedule or an event group can be booked (BOOKING_HORIZON). */
export function HorizonField(props: { field: UseFormRegisterReturn; error: string | undefined }) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('manage.bookings.horizon')}
      description={t('manage.bookings.horizon_hint', {
        min: BOOKING_HORIZON.minDays,
        max: BOOKING_HORIZON.maxDays,
        value: BOOKING_HORIZON.defaultDays,
      })}
      inputMode="numeric"
      required
      {...props.field}
      error={props.error}
    />
  );
}

/** How long a waitlist offer is held for a schedule's slots or a group's events; empty: 2 h. */
export function WaitlistHoldField(props: {
  field: UseFormRegisterReturn;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('manage.bookings.waitlist_hold')}
      description={t('manage.bookings.waitlist_hold_hint', {
        min: WAITLIST_HOLD_LIMITS.minMinutes,
        max: WAITLIST_HOLD_LIMITS.maxMinutes,
        maxHours: WAITLIST_HOLD_LIMITS.maxMinutes / 60,
        value: WAITLIST_OFFER_HOLD_MINUTES,
        valueHours: WAITLIST_OFFER_HOLD_MINUTES / 60,
      })}
      inputMode="numeric"
      {...props.field}
      error={props.error}
    />
  );
}
