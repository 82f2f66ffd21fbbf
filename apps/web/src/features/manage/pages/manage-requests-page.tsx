import type { TManagedProperty } from '@habitat/shared';
import { Stack } from '@mantine/core';
import { useTranslation } from '@/i18n/use-translation';
import { ConsoleList } from '../components/console-list';
import { PropertyGate } from '../components/property-gate';
import { requestPageCount, useManagedRequests } from '../requests/api';
import { useRequestListPosition } from '../requests/list-position';
import { RequestFilters } from '../requests/request-filters';
import { RequestRow } from '../requests/request-row';

function RequestList(props: { property: TManagedProperty }) {
  const { t } = useTranslation();
  const { filters, go } = useRequestListPosition();
  const list = useManagedRequests(props.property.id, filters);
  return (
    <Stack gap="md" maw={1000}>
      <RequestFilters property={props.property} />
      <ConsoleList
        query={list}
        empty={t('manage.requests.empty')}
        count={(count) => t('manage.requests.count', { count })}
        paging={{
          page: filters.page,
          onChange: (page) => go({ page }),
          pageCount: requestPageCount,
          label: t('manage.requests.pages'),
        }}
        as="ul"
        gap="sm"
        label={t('manage.requests.list_label')}
      >
        {(request) => <RequestRow key={request.id} request={request} />}
      </ConsoleList>
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
