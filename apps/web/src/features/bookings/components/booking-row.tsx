import { formatListDateTime, type TReservation } from '@habitat/shared';
import { Text } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLocalized } from '@/brand';
import { paths } from '@/config/paths';
import { useTranslation } from '@/i18n/use-translation';
import listRow from '@/ui/list-row.module.css';
import { calendarName } from '../booking-view';
import classes from './booking-row.module.css';

/**
 * One booking of the list: service, schedule or event, start and end as 'DD/MM/YYYY - HH:mm'
 * in the booking's zone (docs/product.md: Limits). A link to /booking/{id} on mobile; on desktop a toggle
 * button that shows the booking in the side panel.
 */
export function BookingRow(
  props: { booking: TReservation } & (
    | { mode: 'link' }
    | { mode: 'select'; selected: boolean; onSelect: () => void }
  ),
) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const { booking } = props;
  const service = localized(booking.service.name);
  const calendar = calendarName(booking, localized);
  const start = formatListDateTime(booking.start, booking.timeZone);
  const end = formatListDateTime(booking.end, booking.timeZone);
  // Read as one sentence; the visible parts alone would run together.
  const label = t('bookings.row_label', { service, calendar, start, end });

  const content: ReactNode = (
    <>
      <div className={listRow.text}>
        <Text fw={600} lineClamp={2} className={classes.name}>
          {service}
        </Text>
        {calendar !== '' && (
          <Text size="sm" c="dimmed" lineClamp={1}>
            {calendar}
          </Text>
        )}
        <div className={classes.times}>
          <Text size="sm">
            <Text span size="sm" c="dimmed">
              {`${t('bookings.fields.start')} `}
            </Text>
            <time dateTime={booking.start}>{start}</time>
          </Text>
          <Text size="sm">
            <Text span size="sm" c="dimmed">
              {`${t('bookings.fields.end')} `}
            </Text>
            <time dateTime={booking.end}>{end}</time>
          </Text>
        </div>
      </div>
      <IconChevronRight size={18} className={listRow.chevron} aria-hidden />
    </>
  );

  if (props.mode === 'link') {
    return (
      <Link to={paths.booking(booking.id)} className={listRow.row} aria-label={label}>
        {content}
      </Link>
    );
  }
  return (
    <button
      type="button"
      className={listRow.row}
      aria-label={label}
      aria-pressed={props.selected}
      onClick={props.onSelect}
    >
      {content}
    </button>
  );
}
