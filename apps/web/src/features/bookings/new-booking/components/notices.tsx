import { Alert } from '@mantine/core';
import { IconAlertTriangle, IconCreditCardOff } from '@tabler/icons-react';
import { useTranslation } from '@/i18n/use-translation';

/** Limit reached (docs/product.md: Field rules, Errors): the confirm button is hidden while this shows. */
export function LimitNotice(props: { which: 'user' | 'unit'; quantity: number }) {
  const { t } = useTranslation();
  return (
    <Alert
      role="alert"
      color="orange"
      variant="light"
      title={t('booking.limit.title')}
      icon={<IconAlertTriangle size={20} aria-hidden />}
    >
      {t(`booking.limit.${props.which}`, { QTY: props.quantity })}
    </Alert>
  );
}

/** A paid booking where the browser cannot take a card (docs/product.md: Errors): confirm hidden. */
export function PaymentNotConfiguredNotice() {
  const { t } = useTranslation();
  return (
    <Alert
      role="alert"
      color="gray"
      variant="light"
      title={t('booking.payment.not_configured_title')}
      icon={<IconCreditCardOff size={20} aria-hidden />}
    >
      {t('booking.payment.not_configured')}
    </Alert>
  );
}
