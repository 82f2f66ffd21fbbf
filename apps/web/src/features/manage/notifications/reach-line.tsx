import type { TReach } from '@habitat/shared';
import { Group, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useTranslation } from '@/i18n/use-translation';
import { useNewsReach } from './api';

/** "Reached 120 · Read by 45": how many residents an item reached, and how many read it. */
export function ReachLine(props: { reach: TReach }) {
  const { t } = useTranslation();
  const { reached, read } = props.reach;
  return (
    <Group gap={6} wrap="nowrap">
      <IconEye size={16} aria-hidden />
      <Text size="sm">{t('manage.notifications.reach', { reached, read })}</Text>
    </Group>
  );
}

/** The reach of a published news item, read when shown. */
export function NewsReach(props: { newsId: number }) {
  const reach = useNewsReach(props.newsId, true);
  if (!reach.data) return null;
  return <ReachLine reach={reach.data} />;
}
