import type { TRequestStatus } from '@habitat/shared';
import { Badge, type MantineColor } from '@mantine/core';
import { useTranslation } from '../i18n/use-translation';

/**
 * The colour of each status, by stage. The light variant's text is the theme's darkened shade
 * (accessibleCssVariables in brand/theme-variables.ts): 4.5:1 at least on the badge, in every brand
 * (request-status-badge.test.ts).
 */
export const REQUEST_STATUS_COLORS = {
  new: 'blue',
  pending: 'orange',
  in_progress: 'cyan',
  completed: 'green',
  done: 'green',
  canceled: 'gray',
} as const satisfies Record<TRequestStatus, MantineColor>;

/**
 * The translated status of a request (docs/product.md: States), coloured by stage: the same
 * badge in the resident's pages and in the console.
 */
export function RequestStatusBadge(props: { status: TRequestStatus; size?: 'sm' | 'md' | 'lg' }) {
  const { t } = useTranslation();
  return (
    <Badge
      color={REQUEST_STATUS_COLORS[props.status]}
      variant="light"
      size={props.size ?? 'md'}
      radius="sm"
      style={{ flexShrink: 0 }}
      data-status={props.status}
    >
      {t(`request_status.${props.status}`)}
    </Badge>
  );
}
