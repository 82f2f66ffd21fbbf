import { CURRENCY, type TWaitlistEntry } from '@habitat/shared';
import { Skeleton } from '@mantine/core';
import { useState } from 'react';
import { useLocalized } from '@/brand';
import { useUserProperty } from '@/features/session';
import { useTranslation } from '@/i18n/use-translation';
import { LoadError } from '@/ui/load-error';
import { useNow } from '@/ui/use-now';
import { postOfferAcceptance, type TPaidBody } from '../api/create-reservation';
import { cardSetup } from '../new-booking/booking-offer';
import { EMPTY_CARD, type TCardFields } from '../new-booking/card-fields';
import { PaymentNotConfiguredNotice } from '../new-booking/components/notices';
import { PaymentStep } from '../new-booking/components/payment-step';
import { instantsText } from '../new-booking/components/selection-actions';
import { usePaidSubmit } from '../new-booking/use-booking-submit';

/**
 * A paid place offered from a waitlist: the booking's own card step and payment (the local
 * processor or Stripe, one Idempotency-Key per submission, its errors), sent to the offer's
 * acceptance. Back, or an offer no longer held, returns to the list.
 */
export function OfferPayment(props: { entry: TWaitlistEntry; onBack: () => void }) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const now = useNow();
  const property = useUserProperty();
  const [card, setCard] = useState<TCardFields>(EMPTY_CARD);
  const { entry } = props;
  const submit = usePaidSubmit<TPaidBody>({
    onStale: props.onBack,
    post: postOfferAcceptance(entry.id),
  });
  if (property.isError) {
    return (
      <LoadError
        error={property.error}
        onRetry={() => void property.refetch()}
        retrying={property.isFetching}
      />
    );
  }
  if (!property.data) return <Skeleton h={240} radius="lg" />;
  const setup = cardSetup(property.data.payments);
  if (!setup) return <PaymentNotConfiguredNotice />;
  const calendar = entry.event ?? entry.entity;
  const when = instantsText({ ...entry, t });
  return (
    <PaymentStep
      summary={{
        service: localized(entry.service.name),
        selection: calendar ? `${localized(calendar.name)} – ${when}` : when,
      }}
      amount={entry.price}
      timeZone={entry.timeZone}
      setup={setup}
      card={card}
      now={now}
      onCard={setCard}
      onBack={props.onBack}
      onPay={(card) => submit({ body: { total: entry.price, currency: CURRENCY }, card })}
    />
  );
}
