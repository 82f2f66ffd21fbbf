import {
  MANAGE_REQUEST_SORTS,
  MANAGE_REQUEST_STATUS_FILTERS,
  type TManagedProperty,
  type TManagedRequestListItem,
  type TManageRequestSort,
  type TManageRequestStatusFilter,
} from '@habitat/shared';
import {
  Alert,
  Card,
  Center,
  Checkbox,
  Group,
  Pagination,
  Select,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { Link } from 'react-router';
import { useLocalized } from '../../../brand';
import { useTranslation } from '../../../i18n/use-translation';
import { LoadError } from '../../../ui/load-error';
import { PageLoading, PropertyGate } from '../components/property-gate';
import { managePaths } from '../paths';
import { requestPageCount, useManagedRequests, useTopCategories } from '../requests/api';
import { useRequestListPosition } from '../requests/list-position';
import { ageInDays, RequestStatusBadge, UrgentBadge } from '../requests/request-status-badge';

function Filters(props: { property: TManagedProperty }) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const { filters, go } = useRequestListPosition();
  const categories = useTopCategories(props.property.id);
  return (
    <Group gap="md" align="flex-end" wrap="wrap">
      <Select
        label={t('manage.requests.filter_status')}
        data={MANAGE_REQUEST_STATUS_FILTERS.map((status) => ({
          value: status,
          label: t(`manage.requests.status_filter.${status}`),
        }))}
        value={filters.status}
        onChange={(value) => value && go({ status: value as TManageRequestStatusFilter })}
        allowDeselect={false}
        w={{ base: '100%', xs: 200 }}
      />
      <Select
        label={t('manage.requests.filter_category')}
        placeholder={t('manage.requests.all_categories')}
        data={(categories.data ?? []).map((category) => ({
          value: String(category.id),
          label: localized(category.name),
        }))}
        value={filters.category ? String(filters.category) : null}
        onChange={(value) => go({ category: value ? Number(value) : null })}
        clearable
        w={{ base: '100%', xs: 240 }}
      />
      <Select
        label={t('manage.requests.filter_sort')}
        data={MANAGE_REQUEST_SORTS.map((sort) => ({
          value: sort,
          label: t(`manage.requests.sort.${sort}`),
        }))}
        value={filters.sort}
        onChange={(value) => value && go({ sort: value as TManageRequestSort })}
        allowDeselect={false}
        w={{ base: '100%', xs: 200 }}
      />
      <Checkbox
        label={t('manage.requests.filter_urgent')}
        checked={filters.urgent}
        onChange={(event) => go({ urgent: event.currentTarget.checked })}
        mb={8}
      />
    </Group>
  );
}

function RequestRow(props: { request: TManagedRequestListItem }) {
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

function RequestList(props: { property: TManagedProperty }) {
  const { t } = useTranslation();
  const { filters, go } = useRequestListPosition();
  const list = useManagedRequests(props.property.id, filters);
  return (
    <Stack gap="md" maw={1000}>
      <Filters property={props.property} />
      <section aria-label={t('manage.requests.list_label')} aria-busy={list.isFetching}>
        {list.isPending ? (
          <PageLoading />
        ) : list.isError ? (
          <LoadError
            error={list.error}
            onRetry={() => void list.refetch()}
            retrying={list.isFetching}
          />
        ) : list.data.data.length === 0 ? (
          <Alert color="gray" variant="light">
            {t('manage.requests.empty')}
          </Alert>
        ) : (
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t('manage.requests.count', { count: list.data.count })}
            </Text>
            <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {list.data.data.map((request) => (
                <RequestRow key={request.id} request={request} />
              ))}
            </Stack>
            {requestPageCount(list.data.count) > 1 && (
              <Center component="nav" aria-label={t('manage.requests.pages')}>
                <Pagination
                  total={requestPageCount(list.data.count)}
                  value={filters.page}
                  onChange={(page) => go({ page })}
                />
              </Center>
            )}
          </Stack>
        )}
      </section>
    </Stack>
  );
}

/** /manage/requests: a building's requests, filtered, sorted and paged on the server. */
export function ManageRequestsPage() {
  return (
    <PropertyGate>
      {(property) => <RequestList key={property.id} property={property} />}
    </PropertyGate>
  );
}
