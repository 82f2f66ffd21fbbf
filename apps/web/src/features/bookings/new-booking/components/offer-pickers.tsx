import type { TService } from '@habitat/shared';
import { NativeSelect } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useLocalized } from '@/brand';
import { useTranslation } from '@/i18n/use-translation';
import type { TCalendarRef } from '../booking-flow';
import type { TServiceOffers } from '../booking-offer';

// Their own chevrons: Mantine's default one is styled by Combobox.css, which the app does not load.
const chevron = <IconChevronDown size={16} aria-hidden />;

/** The bookable services (docs/product.md: Field rules: only those with an offer passing the fare filter). */
export function ServicePicker(props: {
  services: readonly TService[];
  value: number | null;
  onChange: (service: number | null) => void;
}) {
  const { t } = useTranslation();
  const localized = useLocalized();
  return (
    <NativeSelect
      label={t('booking.service')}
      required
      rightSection={chevron}
      value={props.value === null ? '' : String(props.value)}
      onChange={(event) => {
        const value = event.currentTarget.value;
        props.onChange(value === '' ? null : Number(value));
      }}
      data={[
        { value: '', label: t('booking.service_placeholder') },
        ...props.services.map((service) => ({
          value: String(service.id),
          label: localized(service.name),
        })),
      ]}
    />
  );
}

const refValue = (ref: TCalendarRef | null) => (ref ? `${ref.kind}:${ref.id}` : '');

function parseRef(value: string): TCalendarRef | null {
  const [kind, id] = value.split(':');
  if ((kind !== 'entity' && kind !== 'group') || !id) return null;
  return { kind, id: Number(id) };
}

/** The service's schedules and event groups, in two option groups. */
export function CalendarPicker(props: {
  offers: TServiceOffers;
  value: TCalendarRef | null;
  onChange: (calendar: TCalendarRef | null) => void;
}) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const { entities, groups } = props.offers;
  const option = (kind: TCalendarRef['kind'], item: { id: number; name: TService['name'] }) => ({
    value: refValue({ kind, id: item.id }),
    label: localized(item.name),
  });
  return (
    <NativeSelect
      label={t('booking.calendar')}
      required
      rightSection={chevron}
      value={refValue(props.value)}
      onChange={(event) => props.onChange(parseRef(event.currentTarget.value))}
      data={[
        { value: '', label: t('booking.calendar_placeholder') },
        ...(entities.length > 0
          ? [{ group: t('booking.schedules'), items: entities.map((e) => option('entity', e)) }]
          : []),
        ...(groups.length > 0
          ? [{ group: t('booking.event_groups'), items: groups.map((g) => option('group', g)) }]
          : []),
      ]}
    />
  );
}
