import type { TManagedEvent, TManagedEventGroup } from '@habitat/shared';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useLocalized } from '@/brand';
import { useTranslation } from '@/i18n/use-translation';
import type { TBookingChange } from './api';
import { EventRow } from './event-row';
import { priceText } from './price-text';

/** What the events' dialog edits: a group (null: a new one), or an event of a group. */
export type TEventEditing =
  | { kind: 'group'; group: TManagedEventGroup | null }
  | { kind: 'event'; group: number; event: TManagedEvent | null };

/** A group of events with its events, each to edit or retire, and a new event to add. */
export function EventGroupCard(props: {
  group: TManagedEventGroup;
  timeZone: string;
  onEdit: (editing: TEventEditing) => void;
  onRetire: (name: string, change: TBookingChange) => void;
}) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const { group } = props;
  return (
    <Card withBorder radius="md" p="md" component="article">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} size="h5">
            {localized(group.name)}
          </Title>
          <Text fw={600}>{priceText(group.price, t('manage.bookings.free'))}</Text>
        </Group>
        {localized(group.description) && <Text size="sm">{localized(group.description)}</Text>}
        {group.events.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('manage.bookings.events.no_events')}
          </Text>
        ) : (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {group.events.map((event) => (
              <EventRow
                key={event.id}
                event={event}
                timeZone={props.timeZone}
                onEdit={() => props.onEdit({ kind: 'event', group: group.id, event })}
                onRetire={() =>
                  props.onRetire(localized(event.name), { kind: 'retire-event', id: event.id })
                }
              />
            ))}
          </Stack>
        )}
        <Group gap="xs">
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => props.onEdit({ kind: 'event', group: group.id, event: null })}
          >
            {t('manage.bookings.events.new_event')}
          </Button>
          <Button variant="default" onClick={() => props.onEdit({ kind: 'group', group })}>
            {t('manage.bookings.edit')}
          </Button>
          <Button
            variant="outline"
            color="red.8"
            onClick={() =>
              props.onRetire(localized(group.name), { kind: 'retire-group', id: group.id })
            }
          >
            {t('manage.bookings.retire')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
