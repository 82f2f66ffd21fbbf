import { formatListDateTime, type TUserRequest } from '@habitat/shared';
import { Anchor, Card, Divider, Group, Image, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type ReactNode, useId } from 'react';
import { useLocalized } from '@/brand';
import { useTranslation } from '@/i18n/use-translation';
import { FactList, type TFact } from '@/ui/fact-list';
import { RequestStatusBadge } from '@/ui/request-status-badge';

function Section(props: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Card
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      shadow="xs"
      component="section"
      aria-labelledby={titleId}
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          {props.title}
        </Title>
        {props.children}
      </Stack>
    </Card>
  );
}

/** Title, status, number and urgency: the head of the detail page. */
export function RequestHeader(props: { request: TUserRequest; number: string }) {
  const { t } = useTranslation();
  const { request } = props;
  return (
    <Stack gap={6}>
      <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
        {request.title}
      </Title>
      <Group gap="sm" wrap="wrap">
        <RequestStatusBadge status={request.status} size="lg" />
        {request.emergency && <UrgentMark label={t('requests.detail.urgent')} />}
        <Text c="dimmed" ff="monospace" size="sm">
          {t('requests.number', { number: props.number })}
        </Text>
      </Group>
    </Stack>
  );
}

function UrgentMark(props: { label: string }) {
  return (
    <Text
      component="span"
      size="sm"
      fw={600}
      c="red.7"
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
    >
      <IconAlertTriangle size={16} aria-hidden />
      {props.label}
    </Text>
  );
}

/** Date, building, unit and phone; then the category levels 1 to 3 (docs/product.md: Screens). */
export function DetailsSection(props: { request: TUserRequest; timeZone: string }) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const { request } = props;
  const levels: TFact[] = request.categoryTree.slice(0, 3).map((node, index) => ({
    label: t(`requests.level_${(index + 1) as 1 | 2 | 3}`),
    value: localized(node.name),
  }));
  return (
    <Section title={t('requests.detail.details')}>
      <FactList
        facts={[
          {
            label: t('requests.detail.date'),
            value: (
              <time dateTime={request.createdAt}>
                {formatListDateTime(request.createdAt, props.timeZone)}
              </time>
            ),
          },
          {
            label: t('requests.detail.building'),
            value: (
              <>
                {request.property.name}
                <Text component="span" display="block" size="sm" c="dimmed" fw={400}>
                  {request.property.address.full}
                </Text>
              </>
            ),
          },
          {
            label: t('requests.detail.unit'),
            value: request.unit?.number ?? t('requests.detail.no_unit'),
          },
          {
            label: t('requests.detail.phone'),
            value: (
              <Anchor href={`tel:${request.phoneNumber.replace(/[^\d+]/g, '')}`} fw={500}>
                {request.phoneNumber}
              </Anchor>
            ),
          },
        ]}
      />
      {levels.length > 0 && (
        <>
          <Divider />
          <FactList facts={levels} />
        </>
      )}
    </Section>
  );
}

/** Comments, the management's comment and the photo (docs/product.md: Screens). */
export function ContentSection(props: { request: TUserRequest; timeZone: string }) {
  const { t } = useTranslation();
  const { request } = props;
  return (
    <Section title={t('requests.detail.comments')}>
      <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} lh={1.6}>
        {request.body}
      </Text>
      {request.decisionNote && (
        <Stack
          gap={4}
          p="sm"
          bg="var(--mantine-primary-color-light)"
          style={{ borderRadius: 'var(--mantine-radius-md)' }}
        >
          <Title order={3} size="h6">
            {t('requests.detail.admin_comment')}
          </Title>
          <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {request.decisionNote}
          </Text>
          {request.decisionAt && (
            <Text size="xs" c="dimmed" component="time" dateTime={request.decisionAt}>
              {formatListDateTime(request.decisionAt, props.timeZone)}
            </Text>
          )}
        </Stack>
      )}
      {request.image && (
        <Stack gap={6}>
          <Title order={3} size="h6">
            {t('requests.detail.photo')}
          </Title>
          <Anchor href={request.image.url} target="_blank" rel="noopener noreferrer">
            <Image
              src={request.image.url}
              alt={t('requests.detail.photo_alt', { title: request.title })}
              radius="md"
              mah={360}
              w="auto"
              maw="100%"
              fit="contain"
            />
          </Anchor>
        </Stack>
      )}
    </Section>
  );
}

/**
 * Urgent, then the flags of the property's kind (docs/product.md: Screens): access if absent and animal for a
 * residential property, alarm with its code for a commercial one.
 */
export function FlagsSection(props: { request: TUserRequest; commercial: boolean | null }) {
  const { t } = useTranslation();
  const { request, commercial } = props;
  const yesNo = (value: boolean) => (value ? t('requests.detail.yes') : t('requests.detail.no'));
  const facts: TFact[] = [{ label: t('requests.detail.urgent'), value: yesNo(request.emergency) }];
  if (commercial) {
    facts.push({ label: t('requests.detail.alarm'), value: yesNo(request.alarm) });
    if (request.alarm) {
      facts.push({
        label: t('requests.detail.alarm_code'),
        value: <Text ff="monospace">{request.alarmCode ?? '—'}</Text>,
      });
    }
  } else if (commercial === false) {
    facts.push(
      { label: t('requests.detail.can_access'), value: yesNo(request.canAccessIfAbsent) },
      { label: t('requests.detail.animal'), value: yesNo(request.animal) },
    );
  }
  return (
    <Section title={t('requests.detail.flags')}>
      <FactList facts={facts} />
      {commercial === null && <Skeleton h={48} aria-label={t('app.loading')} />}
    </Section>
  );
}
