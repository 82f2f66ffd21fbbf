import type { TRequestStatus } from '@habitat/shared';
import { Badge, type MantineColor } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';

function statusColor(status: TRequestStatus): MantineColor {
  switch (status) {
    case 'new':
      return 'blue';
    case 'pending':
      return 'orange';
    case 'in_progress':
      return 'cyan';
    case 'completed':
    case 'done':
      return 'green';
    case 'canceled':
      return 'gray';
  }
}

/** The translated status of a request (docs/product.md: States), coloured by stage. */
export function StatusBadge(props: { status: TRequestStatus; size?: 'sm' | 'md' | 'lg' }) {
  const { t } = useTranslation();
  return (
    <Badge
      color={statusColor(props.status)}
      variant="light"
      size={props.size ?? 'md'}
      radius="sm"
      style={{ flexShrink: 0 }}
    >
      {t(`requests.status.${props.status}`)}
    </Badge>
  );
}
