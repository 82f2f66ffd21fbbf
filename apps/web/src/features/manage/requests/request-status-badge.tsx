import type { TRequestStatus } from '@habitat/shared';
import { Badge } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';

const STATUS_COLOR: Record<TRequestStatus, string> = {
  new: 'blue',
  pending: 'cyan',
  in_progress: 'grape',
  completed: 'teal',
  canceled: 'gray',
  done: 'gray',
};

export function RequestStatusBadge(props: { status: TRequestStatus }) {
  const { t } = useTranslation();
  return (
    // Outline in the darkest shade: the light variant's text fails WCAG contrast on white.
    <Badge color={`${STATUS_COLOR[props.status]}.9`} variant="outline" data-status={props.status}>
      {t(`requests.status.${props.status}`)}
    </Badge>
  );
}

export function UrgentBadge() {
  const { t } = useTranslation();
  return (
    <Badge color="red.9" variant="filled" leftSection={<IconAlertTriangle size={12} aria-hidden />}>
      {t('manage.requests.urgent')}
    </Badge>
  );
}

const DAY_MS = 24 * 3600_000;
/** Whole days since `iso` (0 today). */
export const ageInDays = (iso: string, now = Date.now()) =>
  Math.max(0, Math.floor((now - Date.parse(iso)) / DAY_MS));
