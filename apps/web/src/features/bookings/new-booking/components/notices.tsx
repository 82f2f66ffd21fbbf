import { Alert, List, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCreditCardOff } from '@tabler/icons-react';
import { useTranslation } from '@/i18n/use-translation';

/**
 * Limit reached (docs/product.md: Field rules, Errors): the confirm button is hidden while this shows. At the
 * unit's limit it names the co-tenants' bookings that hold it (what and when, never who).
 */
export function LimitNotice(props: {
  which: 'user' | 'unit';
  quantity: number;
  heldByMates?: readonly string[];
}) {
  const { t } = useTranslation();
  const held = props.heldByMates ?? [];
  return (
    <Alert
      role="alert"
      color="orange"
      variant="light"
      title={t('booking.limit.title')}
      icon={<IconAlertTriangle size={20} aria-hidden />}
    >
      <Stack gap={4}>
        <Text size="sm">{t(`booking.limit.${props.which}`, { QTY: props.quantity })}</Text>
        {held.length > 0 && (
          <List size="sm" spacing={2}>
            {held.map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
        )}
      </Stack>
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
