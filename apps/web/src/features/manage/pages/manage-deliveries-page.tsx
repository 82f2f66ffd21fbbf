import type { TManagedProperty } from '@habitat/shared';
import { Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { ConsoleList } from '../components/console-list';
import { PropertyGate } from '../components/property-gate';
import { reportChangeError } from '../components/report-error';
import {
  CONSOLE_NOTIFICATIONS_PAGE_SIZE,
  useDeadDeliveries,
  useRetryDelivery,
} from '../notifications/api';
import { DeliveryCard } from '../notifications/delivery-card';

const pageCount = (count: number) =>
  Math.max(1, Math.ceil(count / CONSOLE_NOTIFICATIONS_PAGE_SIZE));

function DeadDeliveries(props: { property: TManagedProperty }) {
  const { t } = useTranslation();
  const { property } = props;
  const [page, setPage] = useState(1);
  const list = useDeadDeliveries(property.id, page);
  const retry = useRetryDelivery(property.id);
  const busyId = retry.isPending ? (retry.variables ?? null) : null;

  const act = async (id: number) => {
    try {
      await retry.mutateAsync(id);
      notifications.show({ color: 'teal', message: t('manage.notifications.retried') });
    } catch (error) {
      await reportChangeError(t, error, { conflict: 'manage.notifications.retry_conflict' });
    }
  };

  return (
    <Stack gap="md" maw={960}>
      <Text c="dimmed">{t('manage.notifications.deliveries_intro')}</Text>
      <ConsoleList
        query={list}
        empty={t('manage.notifications.deliveries_empty')}
        count={(count) => t('manage.notifications.deliveries_count', { count })}
        label={t('manage.notifications.deliveries_title')}
        as="ul"
        busy={retry.isPending}
        paging={{
          page,
          onChange: setPage,
          pageCount,
          label: t('manage.notifications.deliveries_pages'),
        }}
      >
        {(delivery) => (
          <DeliveryCard
            key={delivery.id}
            delivery={delivery}
            timeZone={property.timeZone}
            busy={busyId === delivery.id}
            onRetry={() => void act(delivery.id)}
          />
        )}
      </ConsoleList>
    </Stack>
  );
}

/** /manage/deliveries: the building's e-mails and pushes that failed for good, to retry. */
export function ManageDeliveriesPage() {
  return (
    <PropertyGate>
      {(property) => <DeadDeliveries key={property.id} property={property} />}
    </PropertyGate>
  );
}
