import { REQUEST_STATUSES, type TManageDashboard, type TManagedProperty } from '@habitat/shared';
import {
  Anchor,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { Link } from 'react-router';
import type { TI18nKey } from '@/i18n/setup';
import { useTranslation } from '@/i18n/use-translation';
import { useDashboard } from '../api';
import { QueryState } from '../components/console-list';
import { PropertyGate } from '../components/property-gate';
import { managePaths } from '../paths';

type TCount = { labelKey: TI18nKey; value: number; to?: string; urgent?: boolean };

/** The counts of what needs attention, urgent first; each links to its list where one exists. */
function countsOf(dashboard: TManageDashboard): TCount[] {
  return [
    {
      labelKey: 'manage.dashboard.requests_urgent',
      value: dashboard.requests.urgent,
      urgent: true,
      to: managePaths.requests('urgent=true'),
    },
    {
      labelKey: 'manage.dashboard.posts_pending',
      value: dashboard.posts.pending,
      to: managePaths.billboard(),
    },
    {
      labelKey: 'manage.dashboard.requests_open',
      value: dashboard.requests.open,
      to: managePaths.requests(),
    },
    {
      labelKey: 'manage.dashboard.requests_old',
      value: dashboard.requests.old,
      to: managePaths.requests(),
    },
    {
      labelKey: 'manage.dashboard.account_requests',
      value: dashboard.accountRequests.toDecide,
      to: managePaths.accounts(),
    },
    { labelKey: 'manage.dashboard.bookings_today', value: dashboard.bookings.today },
  ];
}

function CountCard(props: { count: TCount }) {
  const { t } = useTranslation();
  const { count } = props;
  const label = t(count.labelKey);
  const alert = count.urgent && count.value > 0;
  return (
    <Card withBorder radius="md" padding="md" component="li" data-count={count.labelKey}>
      <Stack gap={4}>
        <Text fz={32} fw={800} lh={1.1} c={alert ? 'red.8' : undefined}>
          {count.value}
        </Text>
        <Text size="sm">{label}</Text>
        {count.to && (
          <Anchor component={Link} to={count.to} size="sm" fw={600} mt={4}>
            {t('manage.dashboard.open_list')}
            <VisuallyHidden>{` : ${label}`}</VisuallyHidden>
          </Anchor>
        )}
      </Stack>
    </Card>
  );
}

function RequestsByStatus(props: { dashboard: TManageDashboard }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="by-status">
      <Title order={2} size="h4" id="by-status" mb="sm">
        {t('manage.dashboard.requests_by_status')}
      </Title>
      <Table>
        <Table.Tbody>
          {REQUEST_STATUSES.filter(
            (s) => s !== 'done' || props.dashboard.requests.byStatus.done > 0,
          ).map((status) => (
            <Table.Tr key={status}>
              <Table.Th scope="row" fw={500} ta="left">
                {t(`manage.request_status.${status}`)}
              </Table.Th>
              <Table.Td ta="right">{props.dashboard.requests.byStatus[status]}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Card>
  );
}

function Dashboard(props: { property: TManagedProperty }) {
  const dashboard = useDashboard(props.property.id);
  return (
    <QueryState query={dashboard}>
      {(data) => <DashboardView property={props.property} dashboard={data} />}
    </QueryState>
  );
}

function DashboardView(props: { property: TManagedProperty; dashboard: TManageDashboard }) {
  const { t } = useTranslation();
  const counts = countsOf(props.dashboard);
  const nothing = counts.every((count) => count.value === 0);
  return (
    <Stack gap="lg" maw={1100}>
      <Group justify="space-between" align="baseline">
        <Title order={2} size="h3">
          {props.property.name}
        </Title>
        <Text c="dimmed" size="sm">
          {props.property.address.full}
        </Text>
      </Group>
      <section aria-labelledby="attention">
        <Title order={2} size="h4" id="attention" mb="sm">
          {t('manage.dashboard.attention')}
        </Title>
        {nothing && <Text c="dimmed">{t('manage.dashboard.nothing')}</Text>}
        <SimpleGrid
          cols={{ base: 2, md: 3 }}
          spacing="md"
          component="ul"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {counts.map((count) => (
            <CountCard key={count.labelKey} count={count} />
          ))}
        </SimpleGrid>
      </section>
      <RequestsByStatus dashboard={props.dashboard} />
    </Stack>
  );
}

/** /manage: what needs attention in the chosen building. */
export function ManageDashboardPage() {
  return (
    <PropertyGate>{(property) => <Dashboard key={property.id} property={property} />}</PropertyGate>
  );
}
