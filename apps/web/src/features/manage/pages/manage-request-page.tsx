import {
  canDiscussRequest,
  formatListDateTime,
  REQUEST_FIELD_MAX,
  type TManagedProperty,
  type TManagedRequest,
  type TRequestStatus,
} from '@habitat/shared';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Image,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconSend } from '@tabler/icons-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useLocalized } from '../../../brand';
import { translateCode } from '../../../i18n/setup';
import { useTranslation } from '../../../i18n/use-translation';
import { isApiError } from '../../../lib/api-client';
import { openErrorDialog } from '../../../ui/dialog';
import { LoadError } from '../../../ui/load-error';
import { AuditTrail } from '../audit/audit-trail';
import { PageLoading, PropertyGate } from '../components/property-gate';
import { managePaths } from '../paths';
import { useManagedRequest, useRequestAction } from '../requests/api';
import { RequestStatusBadge, UrgentBadge } from '../requests/request-status-badge';

type TAct = ReturnType<typeof useActions>;

/** Runs an action; a 409 (changed meanwhile, or not allowed now) says so and reloads. */
function useActions(request: TManagedRequest, property: TManagedProperty) {
  const { t } = useTranslation();
  const action = useRequestAction(request.id, property.id);
  const run = async (input: Parameters<typeof action.mutateAsync>[0]) => {
    try {
      await action.mutateAsync(input);
      return true;
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        notifications.show({ color: 'orange', message: t('manage.requests.conflict') });
        return false;
      }
      const message = isApiError(error)
        ? translateCode(t, error.code, error.message)
        : t('errors.platform_error');
      await openErrorDialog(message);
      return false;
    }
  };
  return { run, busy: action.isPending ? action.variables : undefined };
}

function Section(props: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          {props.title}
        </Title>
        {props.children}
      </Stack>
    </Card>
  );
}

function Fact(props: { label: string; value: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="baseline">
      <Text size="sm" c="dimmed" style={{ flex: '0 0 8rem' }}>
        {props.label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {props.value}
      </Text>
    </Group>
  );
}

function StatusSteps(props: { request: TManagedRequest; act: TAct }) {
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

function TextForm(props: {
  label: string;
  submit: string;
  initial?: string;
  allowEmpty?: boolean;
  busy: boolean;
  onSend: (text: string) => Promise<boolean>;
}) {
  const [text, setText] = useState(props.initial ?? '');
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    if (value === '' && !props.allowEmpty) return;
    if ((await props.onSend(value)) && !props.allowEmpty) setText('');
  };
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="xs">
        <Textarea
          label={props.label}
          autosize
          minRows={2}
          maxRows={8}
          maxLength={REQUEST_FIELD_MAX.reply}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button
            type="submit"
            loading={props.busy}
            leftSection={<IconSend size={16} aria-hidden />}
          >
            {props.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function Discussion(props: { request: TManagedRequest; timeZone: string; act: TAct }) {
  const { t } = useTranslation();
  const { request, act } = props;
  return (
    <Section title={t('manage.requests.discussion')}>
      {request.discussion.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('manage.requests.no_messages')}
        </Text>
      ) : (
        <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {request.discussion.map((message) => (
            <li key={message.id} data-from={message.from}>
              <Card
                radius="md"
                padding="sm"
                bg={
                  message.from === 'manager'
                    ? 'var(--mantine-color-blue-light)'
                    : 'var(--mantine-color-gray-light)'
                }
                ml={message.from === 'manager' ? { base: 'md', sm: 'xl' } : 0}
                mr={message.from === 'manager' ? 0 : { base: 'md', sm: 'xl' }}
              >
                <Group gap="xs" justify="space-between">
                  <Group gap={6}>
                    <Text size="sm" fw={600}>
                      {`${message.user.firstName} ${message.user.lastName}`}
                    </Text>
                    <Badge size="xs" variant="outline" color="gray">
                      {t(`manage.requests.from.${message.from}`)}
                    </Badge>
                  </Group>
                  <Text size="xs" c="dimmed">
                    {formatListDateTime(message.createdAt, props.timeZone)}
                  </Text>
                </Group>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {message.msg}
                </Text>
              </Card>
            </li>
          ))}
        </Stack>
      )}
      {canDiscussRequest(request.status) ? (
        <TextForm
          label={t('manage.requests.reply')}
          submit={t('manage.requests.send')}
          busy={act.busy?.kind === 'messages'}
          onSend={(reply) => act.run({ kind: 'messages', reply })}
        />
      ) : (
        <Alert color="gray" variant="light">
          {t('manage.requests.discussion_closed')}
        </Alert>
      )}
    </Section>
  );
}

function RequestDetail(props: { id: number; property: TManagedProperty }) {
  const query = useManagedRequest(props.id);
  if (query.isPending) return <PageLoading />;
  if (query.isError) {
    return (
      <LoadError
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return <Loaded request={query.data} property={props.property} />;
}

function Loaded(props: { request: TManagedRequest; property: TManagedProperty }) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const { request, property } = props;
  const act = useActions(request, property);
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
          <Discussion request={request} timeZone={property.timeZone} act={act} />
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
              busy={act.busy?.kind === 'comment'}
              onSend={(comment) => act.run({ kind: 'comment', comment: comment || null })}
            />
          </Section>
          <AuditTrail entity="request" id={request.id} timeZone={property.timeZone} />
        </Stack>
      </Group>
    </Stack>
  );
}

/** /manage/requests/:id: one request, its thread and what the manager can do with it. */
export function ManageRequestPage() {
  const id = Number(useParams().id);
  return <PropertyGate>{(property) => <RequestDetail id={id} property={property} />}</PropertyGate>;
}
