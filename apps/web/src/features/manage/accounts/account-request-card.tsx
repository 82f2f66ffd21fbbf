import { formatListDateTime, type TManagedAccountRequest } from '@habitat/shared';
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { AuditTrail } from '../audit/audit-trail';

function Detail(props: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" component="dt">
        {props.label}
      </Text>
      <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
        {props.children}
      </Text>
    </div>
  );
}

/** A request as the manager reads it whole, the decision so far, and the actions if pending. */
export function AccountRequestCard(props: {
  request: TManagedAccountRequest;
  timeZone: string;
  busy: boolean;
  onApprove: () => void;
  onDecline: () => void;
}) {
  const { t } = useTranslation();
  const { request, timeZone } = props;
  const date = (value: string) => formatListDateTime(value, timeZone);
  const headingId = `account-request-${request.id}-name`;
  const none = t('manage.accounts.none');

  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Title order={2} size="h4" id={headingId} style={{ overflowWrap: 'anywhere' }}>
            {request.name}
          </Title>
          <Text size="sm" c="dimmed">
            {t('manage.accounts.sent', { date: date(request.createdAt) })}
          </Text>
        </Group>
        <SimpleGrid
          component="dl"
          cols={{ base: 1, sm: 2 }}
          spacing="xs"
          verticalSpacing="xs"
          m={0}
        >
          <Detail label={t('manage.accounts.address')}>{request.address}</Detail>
          <Detail label={t('manage.accounts.unit')}>{request.unit}</Detail>
          <Detail label={t('manage.accounts.phone')}>{request.phone ?? none}</Detail>
          <Detail label={t('manage.accounts.email')}>{request.email ?? none}</Detail>
        </SimpleGrid>
        {request.note && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {t('manage.accounts.note', { note: request.note })}
          </Text>
        )}
        {request.decidedBy && request.decidedAt && (
          <Group gap={6} wrap="wrap">
            <Badge variant="light" color={request.status === 'approved' ? 'teal' : 'gray'}>
              {t(`manage.accounts.tabs.${request.status}`)}
            </Badge>
            <Text size="sm">
              {t('manage.accounts.decided', {
                name: `${request.decidedBy.firstName} ${request.decidedBy.lastName}`,
                date: date(request.decidedAt),
              })}
            </Text>
          </Group>
        )}
        {request.user && (
          <Text size="sm">{t('manage.accounts.invited', { email: request.user.email })}</Text>
        )}
        {request.declineReason && (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('manage.accounts.reason', { reason: request.declineReason })}
          </Text>
        )}
        {request.status === 'pending' && (
          <Group gap="sm">
            <Button
              onClick={props.onApprove}
              disabled={props.busy}
              aria-describedby={headingId}
              miw={110}
            >
              {t('manage.accounts.approve')}
            </Button>
            <Button
              variant="outline"
              color="red.8"
              onClick={props.onDecline}
              disabled={props.busy}
              aria-describedby={headingId}
              miw={110}
            >
              {t('manage.accounts.decline')}
            </Button>
          </Group>
        )}
        {request.decidedAt && (
          <AuditTrail
            entity="account_request"
            id={request.id}
            timeZone={timeZone}
            inline
            describedBy={headingId}
          />
        )}
      </Stack>
    </Card>
  );
}
