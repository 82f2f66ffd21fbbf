import type { TManagedProperty } from '@habitat/shared';
import { Alert, Stack, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { ConsoleList } from '../components/console-list';
import { PropertyGate } from '../components/property-gate';
import { CONSOLE_NOTIFICATIONS_PAGE_SIZE, useEmergencyMessages } from '../notifications/api';
import { EmergencyCard } from '../notifications/emergency-card';
import { EmergencyForm } from '../notifications/emergency-form';

const pageCount = (count: number) =>
  Math.max(1, Math.ceil(count / CONSOLE_NOTIFICATIONS_PAGE_SIZE));

function EmergencyMessages(props: { property: TManagedProperty }) {
  const { t } = useTranslation();
  const { property } = props;
  const [page, setPage] = useState(1);
  const list = useEmergencyMessages(property.id, page);
  return (
    <Stack gap="lg" maw={960}>
      <Alert color="orange" variant="light" icon={<IconAlertTriangle size={20} aria-hidden />}>
        {t('manage.notifications.emergency_intro', { building: property.name })}
      </Alert>
      <EmergencyForm property={property} />
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('manage.notifications.emergency_list')}
        </Title>
        <ConsoleList
          query={list}
          empty={t('manage.notifications.emergency_empty')}
          as="ul"
          gap="sm"
          paging={{
            page,
            onChange: setPage,
            pageCount,
            label: t('manage.notifications.emergency_pages'),
          }}
        >
          {(message) => (
            <EmergencyCard key={message.id} message={message} timeZone={property.timeZone} />
          )}
        </ConsoleList>
      </Stack>
    </Stack>
  );
}

/** /manage/emergency: send an emergency message to a building, and the messages sent, with reach. */
export function ManageEmergencyPage() {
  return (
    <PropertyGate>
      {(property) => <EmergencyMessages key={property.id} property={property} />}
    </PropertyGate>
  );
}
