import { formatPrice, type TFailedRefund, type TManagedProperty } from '@habitat/shared';
import { Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { currentLocale, type TFunction } from '@/i18n/setup';
import { useTranslation } from '@/i18n/use-translation';
import { openDialog } from '@/ui/dialog';
import { ConsoleList } from '../components/console-list';
import { PropertyGate } from '../components/property-gate';
import { reportChangeError } from '../components/report-error';
import { type TRefundAction, useFailedRefunds, useSettleRefund } from '../refunds/api';
import { FailedRefundCard } from '../refunds/failed-refund-card';

/** "Settled by hand" cannot be undone: the manager confirms they gave the money back. */
async function confirmSettle(t: TFunction, refund: TFailedRefund) {
  const answer = await openDialog({
    title: t('manage.refunds.settle_title'),
    message: t('manage.refunds.settle_question', {
      amount: formatPrice(refund.amount, currentLocale()),
      name: `${refund.resident.firstName} ${refund.resident.lastName}`,
    }),
    actions: [
      { label: t('manage.refunds.settle_no'), value: 'no' },
      { label: t('manage.refunds.settle_yes'), value: 'yes', destructive: true },
    ],
  });
  return answer === 'yes';
}

function FailedRefundList(props: { property: TManagedProperty }) {
  const { t } = useTranslation();
  const { property } = props;
  const list = useFailedRefunds(property.id);
  const mutation = useSettleRefund(property.id);
  const busyId = mutation.isPending ? (mutation.variables?.id ?? null) : null;

  const act = async (refund: TFailedRefund, action: TRefundAction['action']) => {
    if (action === 'settle' && !(await confirmSettle(t, refund))) return;
    try {
      await mutation.mutateAsync({ id: refund.id, action });
      notifications.show({
        color: 'teal',
        message: t(action === 'retry' ? 'manage.refunds.refunded' : 'manage.refunds.settled'),
      });
    } catch (error) {
      await reportChangeError(t, error, {
        conflict: 'manage.refunds.conflict',
        lead: action === 'retry' ? 'manage.refunds.retry_failed' : undefined,
      });
    }
  };

  return (
    <Stack gap="md" maw={960}>
      <Text c="dimmed">{t('manage.refunds.intro')}</Text>
      <ConsoleList
        query={list}
        empty={t('manage.refunds.empty')}
        count={(count) => t('manage.refunds.count', { count })}
        label={t('manage.refunds.title')}
        as="ul"
        busy={mutation.isPending}
      >
        {(refund) => (
          <FailedRefundCard
            key={refund.id}
            refund={refund}
            timeZone={property.timeZone}
            busy={busyId === refund.id}
            onRetry={() => void act(refund, 'retry')}
            onSettle={() => void act(refund, 'settle')}
          />
        )}
      </ConsoleList>
    </Stack>
  );
}

/** /manage/refunds: the building's charges whose refund failed, to retry or settle by hand. */
export function ManageRefundsPage() {
  return (
    <PropertyGate>
      {(property) => <FailedRefundList key={property.id} property={property} />}
    </PropertyGate>
  );
}
