import { Badge } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from '@/i18n/use-translation';

/** An urgent request, filled in the darkest red (white text well over 4.5:1). */
export function UrgentBadge() {
  const { t } = useTranslation();
  return (
    <Badge color="red.9" variant="filled" leftSection={<IconAlertTriangle size={12} aria-hidden />}>
      {t('manage.requests.urgent')}
    </Badge>
  );
}
