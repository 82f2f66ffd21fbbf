import { Input, Loader } from '@mantine/core';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import { currentLocale } from '@/i18n/setup';
import { useTranslation } from '@/i18n/use-translation';
import { stripeFor } from '../stripe';

/** Creates the Stripe PaymentMethod of the card typed: its id, or null (the field says why). */
export type TStripePay = () => Promise<string | null>;

/**
 * Stripe's card Element in place of our card fields (the card never touches our code). `pay`
 * receives the function that turns the card into a PaymentMethod; it is null until Stripe.js
 * is ready.
 */
export default function StripeCard(props: {
  publicKey: string;
  pay: RefObject<TStripePay | null>;
  /** Shown instead when Stripe.js cannot load. */
  unavailable: ReactNode;
}) {
  const [stripe, setStripe] = useState<Stripe | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    setFailed(false);
    stripeFor(props.publicKey).then(
      (loaded) => live && setStripe(loaded),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [props.publicKey]);

  if (failed) return props.unavailable;
  if (!stripe) return <Loader size="sm" aria-label="Stripe" />;
  const locale = currentLocale().startsWith('fr') ? 'fr-CA' : 'en';
  return (
    <Elements stripe={stripe} options={{ locale }}>
      <StripeCardField pay={props.pay} />
    </Elements>
  );
}

function StripeCardField(props: { pay: RefObject<TStripePay | null> }) {
  const { t } = useTranslation();
  const stripe = useStripe();
  const elements = useElements();
  const [error, setError] = useState<string | undefined>();
  // The PaymentMethod of the card as typed: paying again with the same card (after a lost
  // answer) sends the same `pm_…`, so the booking keeps its Idempotency-Key.
  const created = useRef<string | null>(null);

  useEffect(() => {
    const pay = props.pay;
    pay.current = async () => {
      const card = elements?.getElement(CardElement);
      if (!stripe || !card) return null;
      if (created.current) return created.current;
      const result = await stripe.createPaymentMethod({ type: 'card', card });
      if (result.error) {
        setError(result.error.message ?? t('booking.error.invalid_card'));
        return null;
      }
      created.current = result.paymentMethod.id;
      return created.current;
    };
    return () => {
      pay.current = null;
    };
  }, [stripe, elements, props.pay, t]);

  return (
    <Input.Wrapper label={t('booking.payment.card')} error={error} required>
      <CardElement
        options={{ hidePostalCode: true }}
        onChange={(event) => {
          created.current = null;
          setError(event.error?.message);
        }}
      />
    </Input.Wrapper>
  );
}
