import { isOpenAt, orderedWeek, type TOpeningHours } from '@habitat/shared';
import { Skeleton } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useTranslation } from '@/i18n/use-translation';
import classes from './opening-hours.module.css';

/** "Open now" or "Closed now" in the property's time zone; a skeleton while it is unknown. */
export function OpenNowStatus(props: { hours: TOpeningHours; now: Date; timeZone: string | null }) {
  const { t } = useTranslation();
  if (props.timeZone === null) return <Skeleton h={26} w={130} radius="xl" />;
  const open = isOpenAt(props.hours, props.now, props.timeZone);
  return (
    <span className={classes.status} data-open={open || undefined}>
      <IconClock size={16} aria-hidden />
      {open ? t('services.open_now') : t('services.closed_now')}
    </span>
  );
}

/** Opening hours per weekday, Monday first, with today marked (docs/product.md: Screens, Limits). */
export function OpeningHoursTable(props: {
  hours: TOpeningHours;
  now: Date;
  timeZone: string | null;
  labelledBy: string;
}) {
  const { t } = useTranslation();
  // Until the property's time zone is known no day is marked, rather than the wrong one.
  const week = orderedWeek(props.hours, props.now, props.timeZone ?? 'UTC').map((day) => ({
    ...day,
    isToday: props.timeZone !== null && day.isToday,
  }));
  return (
    <table className={classes.table} aria-labelledby={props.labelledBy}>
      <tbody>
        {week.map((day) => (
          <tr
            key={day.day}
            className={day.isToday ? classes.today : undefined}
            aria-current={day.isToday ? 'date' : undefined}
          >
            <th scope="row">
              {t(`services.weekdays.${day.day}`)}
              {day.isToday && <span className={classes.todayTag}>{t('services.today')}</span>}
            </th>
            <td>
              {day.ranges.length === 0 ? (
                <span className={classes.closed}>{t('services.closed')}</span>
              ) : (
                day.ranges.map((range) => (
                  <div key={`${range.from}-${range.to}`}>
                    {t('services.range', { from: range.from, to: range.to })}
                  </div>
                ))
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
