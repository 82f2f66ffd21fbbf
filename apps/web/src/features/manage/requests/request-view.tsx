import { formatListDateTime, type TManagedProperty, type TManagedRequest } from '@habitat/shared';
import { Anchor, Group, Image, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useLocalized } from '@/brand';
import { useTranslation } from '@/i18n/use-translation';
import { RequestStatusBadge } from '@/ui/request-status-badge';
import { AuditTrail } from '../audit/audit-trail';
import { managePaths } from '../paths';
import { Fact, Section } from './detail-section';
import { RequestDiscussion } from './request-discussion';
import { StatusSteps } from './status-steps';
import { TextForm } from './text-form';
import { UrgentBadge } from './urgent-badge';
import { useRequestActions } from './use-request-actions';

/** One request: its details, thread, status steps, comment and history. */
export function RequestView(props: { request: TManagedRequest; property: TManagedProperty }) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const { request, property } = props;
  const act = useRequestActions(request, property);
  const date = (iso: string) => formatListDateTime(iso, property.timeZone);
  const flags = [
    request.animal && t('manage.requests.animal'),
    request.canAccessIfAbsent && t('manage.requests.access_if_absent'),
    request.alarm && t('manage.requests.alarm', { code: request.alarmCode ?? '' }),
  ].filter(Boolean);
  return (
    <Stack gap="md" maw={1000}>
      <Anchor component={Link} to={managePaths.requests()} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          {t('manage.requests.back')}
        </Group>
      </Anchor>
      <Stack gap={6}>
        <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
          {request.title}
        </Title>
        <Group gap="sm">
          <RequestStatusBadge status={request.status} />
          {request.emergency && <UrgentBadge />}
          <Text size="sm" c="dimmed" ff="monospace">{`#${request.number}`}</Text>
        </Group>
      </Stack>
      <Group align="flex-start" gap="md" wrap="wrap">
        <Stack gap="md" style={{ flex: '1 1 340px', minWidth: 0 }}>
          <Section title={t('manage.requests.details')}>
            <Fact label={t('manage.requests.sent')} value={date(request.createdAt)} />
            <Fact
              label={t('manage.requests.author')}
              value={`${request.author.firstName} ${request.author.lastName}`}
            />
            <Fact label={t('manage.requests.unit_label')} value={request.unit?.number ?? '—'} />
            <Fact label={t('manage.requests.phone')} value={request.phoneNumber} />
            <Fact
              label={t('manage.requests.category')}
              value={request.categoryTree.map((node) => localized(node.name)).join(' › ')}
            />
            {flags.length > 0 && (
              <Fact label={t('manage.requests.notes')} value={flags.join(' · ')} />
            )}
            <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{request.body}</Text>
            {request.image && (
              <Image
                src={request.image.url}
                alt={t('manage.requests.photo')}
                radius="sm"
                mah={360}
                fit="contain"
              />
            )}
          </Section>
          <RequestDiscussion request={request} timeZone={property.timeZone} act={act} />
        </Stack>
        <Stack gap="md" style={{ flex: '1 1 280px', minWidth: 0 }}>
          <StatusSteps request={request} act={act} />
          <Section title={t('manage.requests.comment_title')}>
            <TextForm
              key={request.decisionNote ?? ''}
              label={t('manage.requests.comment')}
              submit={t('manage.requests.comment_save')}
              initial={request.decisionNote ?? ''}
              allowEmpty
              field="comment"
              busy={act.busy?.kind === 'comment'}
              onSend={(comment, take) =>
                act.run({ kind: 'comment', comment: comment || null }, take)
              }
            />
          </Section>
          <AuditTrail entity="request" id={request.id} timeZone={property.timeZone} />
        </Stack>
      </Group>
    </Stack>
  );
}
