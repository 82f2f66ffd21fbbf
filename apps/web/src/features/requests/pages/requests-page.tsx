import { isRequestDone, type TUserRequestSummary } from '@habitat/shared';
import { Badge, Button, Group, Skeleton, Stack, Tabs } from '@mantine/core';
import { IconClipboardCheck, IconClipboardList, IconPlus } from '@tabler/icons-react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { usePropertyTimeZone } from '@/features/services';
import { useTranslation } from '@/i18n/use-translation';
import { EmptyState } from '@/ui/empty-state';
import { LoadError } from '@/ui/load-error';
import { useUserRequests } from '../api';
import { hasRequestCategories, useRequestCategories } from '../categories-api';
import { RequestRow } from '../components/request-row';

type TTab = 'in_progress' | 'completed';
const TABS: readonly TTab[] = ['in_progress', 'completed'];

/** The in-progress tab lists what is not done; done means completed or canceled (docs/product.md: States). */
export function requestsOfTab(requests: readonly TUserRequestSummary[], tab: TTab) {
  return requests.filter((request) => isRequestDone(request.status) === (tab === 'completed'));
}

function EmptyTab(props: { tab: TTab }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={props.tab === 'completed' ? IconClipboardCheck : IconClipboardList}
      title={t(`requests.empty.${props.tab}`)}
      hint={t(`requests.empty.${props.tab}_hint`)}
    />
  );
}

function RowsSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" role="status" aria-label={t('app.loading')}>
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} h={74} radius="lg" />
      ))}
    </Stack>
  );
}

/** /requests: tabs in progress and completed, the user's requests, a new-request button (docs/product.md: Screens). */
export function RequestsPage() {
  const { t } = useTranslation();
  const categories = useRequestCategories();
  const requests = useUserRequests();
  const timeZone = usePropertyTimeZone();
  const [params, setParams] = useSearchParams();
  const tab: TTab = params.get('tab') === 'completed' ? 'completed' : 'in_progress';

  // Requests exist only where the property has categories (docs/product.md: Screens): else back to home.
  if (categories.data && !hasRequestCategories(categories.data)) {
    return <Navigate to={paths.home()} replace />;
  }

  const failed = categories.isError ? categories : requests.isError ? requests : null;
  const loaded = requests.data !== undefined && categories.data !== undefined && timeZone !== null;
  const panel = (value: TTab) => {
    if (failed) {
      return (
        <LoadError
          error={failed.error}
          onRetry={() => {
            if (categories.isError) void categories.refetch();
            if (requests.isError) void requests.refetch();
          }}
          retrying={categories.isFetching || requests.isFetching}
        />
      );
    }
    if (!loaded) return <RowsSkeleton />;
    const rows = requestsOfTab(requests.data, value);
    if (rows.length === 0) return <EmptyTab tab={value} />;
    return (
      <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
        {rows.map((request) => (
          <li key={request.id}>
            <RequestRow request={request} timeZone={timeZone} />
          </li>
        ))}
      </Stack>
    );
  };

  return (
    <Stack maw={880} mx="auto" w="100%" gap="md">
      <Tabs
        value={tab}
        onChange={(value) =>
          setParams(value === 'completed' ? { tab: value } : {}, { replace: true })
        }
      >
        <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap-reverse">
          <Tabs.List aria-label={t('requests.tabs.label')} style={{ flex: '1 1 auto' }}>
            {TABS.map((value) => (
              <Tabs.Tab
                key={value}
                value={value}
                rightSection={
                  loaded && !failed ? (
                    <Badge size="sm" variant="light" color="gray" circle>
                      {requestsOfTab(requests.data, value).length}
                    </Badge>
                  ) : null
                }
              >
                {t(`requests.tabs.${value}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Button
            component={Link}
            to={paths.newRequest()}
            leftSection={<IconPlus size={18} aria-hidden />}
          >
            {t('requests.new')}
          </Button>
        </Group>
        {TABS.map((value) => (
          <Tabs.Panel key={value} value={value} pt="md">
            {value === tab && panel(value)}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
