import { displayedStatus, type TDisplayedPostStatus, type TPostStatus } from '@habitat/shared';
import { Badge } from '@mantine/core';
import { IconCheck, IconClockHour4, IconX } from '@tabler/icons-react';
import { useTranslation } from '@/i18n/use-translation';

const LOOKS = {
  accepted: { color: 'teal', icon: IconCheck },
  rejected: { color: 'red', icon: IconX },
  pending: { color: 'orange', icon: IconClockHour4 },
} as const satisfies Record<TDisplayedPostStatus, { color: string; icon: unknown }>;

/** A post's status as the app shows it (shared displayedStatus): accepted, rejected or pending. */
export function PostStatusBadge(props: { status: TPostStatus; size?: 'sm' | 'md' | 'lg' }) {
  const { t } = useTranslation();
  const shown = displayedStatus(props.status);
  const look = LOOKS[shown];
  return (
    <Badge
      variant="light"
      color={look.color}
      size={props.size ?? 'md'}
      radius="sm"
      leftSection={<look.icon size={14} aria-hidden />}
      data-status={shown}
    >
      {t(`billboard.status.${shown}`)}
    </Badge>
  );
}
