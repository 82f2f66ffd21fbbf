import { formatListDateTime, type TUserRequestSummary } from '@habitat/shared';
import { Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useTranslation } from '@/i18n/use-translation';
import listRow from '@/ui/list-row.module.css';
import { RequestStatusBadge } from '@/ui/request-status-badge';
import { requestNumber } from '../request-number';
import classes from './request-row.module.css';

/** One request of the list: title, number padded to 7 digits, date and status (docs/product.md: Screens). */
export function RequestRow(props: { request: TUserRequestSummary; timeZone: string }) {
  const { t } = useTranslation();
  const { request } = props;
  const number = t('requests.number', { number: requestNumber(request) });
  const date = formatListDateTime(request.createdAt, props.timeZone);
  const status = t(`request_status.${request.status}`);
  const urgent = request.emergency ? t('requests.detail.urgent') : null;
  // Read as one sentence; the visible parts alone would run together ("PendingNo. 0000005").
  const label = [request.title, status, urgent, number, date].filter(Boolean).join(', ');
  return (
    <Link to={paths.request(request.id)} className={listRow.row} aria-label={label}>
      <div className={listRow.text}>
        <Text fw={600} lineClamp={2} className={classes.title}>
          {request.title}
        </Text>
        <Group gap="xs" mt={6} wrap="wrap" className={classes.meta}>
          <RequestStatusBadge status={request.status} />
          {request.emergency && (
            <Text component="span" size="sm" fw={600} c="red.7" className={classes.urgent}>
              <IconAlertTriangle size={14} aria-hidden />
              {t('requests.detail.urgent')}
            </Text>
          )}
          <Text component="span" size="sm" c="dimmed" ff="monospace">
            {number}
          </Text>
          <Text component="time" size="sm" c="dimmed" dateTime={request.createdAt}>
            {date}
          </Text>
        </Group>
      </div>
      <IconChevronRight size={18} className={listRow.chevron} aria-hidden />
    </Link>
  );
}
