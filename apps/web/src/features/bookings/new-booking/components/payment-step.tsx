import { formatPrice, type TPaymentProcessorName } from '@habitat/shared';
import { Alert, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconInfoCircle, IconLock } from '@tabler/icons-react';
import { lazy, Suspense, useRef, useState } from 'react';
import type { TDraftCard } from '@/features/bookings/api/create-reservation';
import { currentLocale } from '@/i18n/setup';
import { useTranslation } from '@/i18n/use-translation';
import { openErrorDialog } from '@/ui/dialog';
import { FactList } from '@/ui/fact-list';
import { cardIssues, type TCardFields, toCardInput } from '../card-fields';
import { CardForm } from './card-form';
import type { TStripePay } from './stripe-card';

/** Stripe's Element and Stripe.js, loaded only for a Stripe property (own chunk). */
const StripeCard = lazy(() =>
  // The chunk itself did not load (offline): say payment is unavailable, do not crash.
  import('./stripe-card').catch(() => ({ default: StripeUnavailable })),
);

/** Stripe.js could not load (offline, blocked): the translated payment-unavailable message. */
function StripeUnavailable() {
  const { t } = useTranslation();
  return (
    <Alert
      variant="light"
      color="orange"
      role="alert"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      title={t('booking.payment.not_configured_title')}
    >
      {t('booking.payment.stripe_unavailable')}
    </Alert>
  );
}

/**
 * Step 2 (docs/product.md: Screens, States): the summary, the card form, back (clears the amount)
 * and pay. Also a paid waitlist offer's payment (issue 26).
 */
export function PaymentStep(props: {
  /** The service's name and what is booked, in words. */
  summary: { service: string; selection: string };
  amount: number;
  timeZone: string;
  setup: { processor: TPaymentProcessorName; publicKey: string };
  card: TCardFields;
  now: Date;
  onCard: (card: TCardFields) => void;
  onBack: () => void;
  onPay: (card: TDraftCard) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [checked, setChecked] = useState(false);
  const amount = formatPrice(props.amount, currentLocale());
  const issues = cardIssues(props.card, props.now);
  const stripePay = useRef<TStripePay | null>(null);
  const { processor, publicKey } = props.setup;

  const pay = async () => {
    if (processor === 'stripe') {
      // Stripe's own message (e.g. an incomplete number) shows in its field.
      const paymentMethod = await stripePay.current?.();
      if (paymentMethod) await props.onPay({ processor, paymentMethod });
      return;
    }
    if (Object.keys(issues).length > 0) {
      setChecked(true);
      await openErrorDialog(t('booking.error.invalid_card'));
      return;
    }
    await props.onPay({ processor, publicKey, input: toCardInput(props.card) });
  };

  return (
    <Card
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      shadow="xs"
      maw={640}
      mx="auto"
      w="100%"
    >
      {/* Off the form kit (lib/forms): the card field is the card processor's element. */}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void pay();
        }}
      >
        <Stack gap="lg">
          <Text size="sm" c="dimmed">
            {t('booking.step', { current: 2, total: 2 })}
          </Text>
          <Title order={2} size="h4">
            {t('booking.summary')}
          </Title>
          <FactList
            facts={[
              { label: t('booking.service'), value: props.summary.service },
              { label: t('booking.selection'), value: props.summary.selection },
              { label: t('booking.payment.amount'), value: amount },
            ]}
          />
          <Title order={2} size="h4">
            {t('booking.payment.title')}
          </Title>
          {props.setup.processor === 'local' && (
            <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} aria-hidden />}>
              {t('booking.payment.test_cards')}
            </Alert>
          )}
          {processor === 'stripe' ? (
            <Suspense fallback={<Loader size="sm" />}>
              <StripeCard
                publicKey={publicKey}
                pay={stripePay}
                unavailable={<StripeUnavailable />}
              />
            </Suspense>
          ) : (
            <CardForm value={props.card} issues={checked ? issues : {}} onChange={props.onCard} />
          )}
          <Group justify="space-between">
            <Button
              variant="default"
              leftSection={<IconArrowLeft size={16} aria-hidden />}
              onClick={props.onBack}
            >
              {t('booking.back')}
            </Button>
            <Button type="submit" leftSection={<IconLock size={16} aria-hidden />}>
              {t('booking.pay', { amount })}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
