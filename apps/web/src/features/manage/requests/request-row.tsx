import type { TManagedRequestListItem } from '@habitat/shared';
import { Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { useLocalized } from '@/brand';
import { useTranslation } from '@/i18n/use-translation';
import { RequestStatusBadge } from '@/ui/request-status-badge';
import { managePaths } from '../paths';
import { UrgentBadge } from './urgent-badge';

const DAY_MS = 24 * 3600_000;
/** Whole days since `iso` (0 today). */
const ageInDays = (iso: string, now = Date.now()) =>
  Math.max(0, Math.floor((now - Date.parse(iso)) / DAY_MS));

/** One request of the console list, a link to it. */
export function RequestRow(props: { request: TManagedRequestListItem }) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const { request } = props;
  const days = ageInDays(request.createdAt);
  return (
    <Card withBorder radius="md" padding={0} component="li">
      <UnstyledButton
        component={Link}
        to={managePaths.request(request.id)}
        p="md"
        style={{ display: 'block', minHeight: 44 }}
      >
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
              {request.title}
            </Text>
            <Text size="sm" c="dimmed">
              {[
                `#${request.number}`,
                `${request.author.firstName} ${request.author.lastName}`,
                request.unit ? t('manage.requests.unit', { unit: request.unit }) : null,
                localized(request.category.name),
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </Stack>
          <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
            <Group gap={6} justify="flex-end">
              {request.emergency && <UrgentBadge />}
              <RequestStatusBadge status={request.status} />
            </Group>
            <Text size="sm" c="dimmed">
              {days === 0
                ? t('manage.requests.age_today')
                : t('manage.requests.age', { count: days })}
            </Text>
          </Stack>
        </Group>
      </UnstyledButton>
    </Card>
  );
}
