import { formatLocalDateTime, type TManagedEvent, zonedDateText } from '@habitat/shared';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { useLocalized } from '@/brand';
import { currentLocale } from '@/i18n/setup';
import { useTranslation } from '@/i18n/use-translation';
import { EditRetireButtons } from './edit-retire-buttons';
import { priceText } from './price-text';

/** One event of a group: when, how many booked, the price; to edit or retire. */
export function EventRow(props: {
  event: TManagedEvent;
  timeZone: string;
  onEdit: () => void;
  onRetire: () => void;
}) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const { event: e, timeZone } = props;
  const locale = currentLocale() === 'fr' ? 'fr-CA' : 'en-CA';
  const start = zonedDateText(new Date(e.start), timeZone, locale, { time: true });
  const when = `${start} – ${formatLocalDateTime(e.end, timeZone).slice(11, 16)}`;
  return (
    <Paper component="li" withBorder p="sm" radius="sm">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fw={600}>{localized(e.name)}</Text>
          <Text size="sm" c="dimmed">
            {[
              when,
              e.maxAvailable > 0
                ? t('manage.bookings.events.booked', { reserved: e.reserved, max: e.maxAvailable })
                : t('manage.bookings.events.booked_unlimited', { reserved: e.reserved }),
              priceText(e.price, t('manage.bookings.free')),
            ].join(' · ')}
          </Text>
        </Stack>
        <EditRetireButtons onEdit={props.onEdit} onRetire={props.onRetire} />
      </Group>
    </Paper>
  );
}
