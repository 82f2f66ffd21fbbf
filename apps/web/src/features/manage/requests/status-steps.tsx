import type { TManagedRequest, TRequestStatus } from '@habitat/shared';
import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from '@/i18n/use-translation';
import { RequestStatusBadge } from '@/ui/request-status-badge';
import { Section } from './detail-section';
import type { TRequestActions } from './use-request-actions';

/** The request's status and the next ones it can move to, one button each. */
export function StatusSteps(props: { request: TManagedRequest; act: TRequestActions }) {
  const { t } = useTranslation();
  const { request, act } = props;
  const busy = act.busy?.kind === 'status' ? act.busy.status : null;
  return (
    <Section title={t('manage.requests.status_title')}>
      <Group gap="sm">
        <Text size="sm">{t('manage.requests.status_now')}</Text>
        <RequestStatusBadge status={request.status} />
      </Group>
      {request.nextStatuses.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('manage.requests.status_final')}
        </Text>
      ) : (
        <Group gap="sm">
          {request.nextStatuses.map((status: TRequestStatus) => (
            <Button
              key={status}
              variant={status === 'canceled' ? 'outline' : 'filled'}
              color={status === 'canceled' ? 'red' : undefined}
              loading={busy === status}
              disabled={busy !== null && busy !== status}
              onClick={() => void act.run({ kind: 'status', status })}
            >
              {t(`manage.requests.move_to.${status}`)}
            </Button>
          ))}
        </Group>
      )}
    </Section>
  );
}
