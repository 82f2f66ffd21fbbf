import {
  MANAGE_REQUEST_SORTS,
  MANAGE_REQUEST_STATUS_FILTERS,
  type TManagedProperty,
  type TManageRequestSort,
  type TManageRequestStatusFilter,
} from '@habitat/shared';
import { Checkbox, Group, Select } from '@mantine/core';
import { useLocalized } from '@/brand';
import { useTranslation } from '@/i18n/use-translation';
import { useTopCategories } from './api';
import { useRequestListPosition } from './list-position';

/** The list's filters: status, category, order and urgent only; they live in the address. */
export function RequestFilters(props: { property: TManagedProperty }) {
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
