import {
  AUDIT_ENTITIES,
  AUDIT_PAGE_SIZE,
  type TAuditEntity,
  type TAuditLogEntry,
  type TManagedProperty,
} from '@habitat/shared';
import { Button, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconFilterOff } from '@tabler/icons-react';
import { useState } from 'react';
import { currentLocale } from '@/i18n/setup';
import { useTranslation } from '@/i18n/use-translation';
import { downloadAuditCsv, type TAuditLogFilters, useAuditLog } from '../audit/api';
import { AuditEntryView } from '../audit/audit-trail';
import { ConsoleList } from '../components/console-list';
import { PropertyGate } from '../components/property-gate';

const NO_FILTER: TAuditLogFilters = { actor: null, entity: null, id: '', from: '', to: '' };

function BuildingHistory(props: { property: TManagedProperty }) {
  const { t } = useTranslation();
  const { property } = props;
  const [filters, setFilters] = useState<TAuditLogFilters>(NO_FILTER);
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  const log = useAuditLog(property.id, filters, page);
  const change = (next: Partial<TAuditLogFilters>) => {
    setFilters((was) => ({ ...was, ...next }));
    setPage(1);
  };
  const entityLabel = (entity: TAuditEntity) => t(`manage.audit.entities.${entity}`);
  const itemOf = (entry: TAuditLogEntry) =>
    t('manage.audit.item', { type: entityLabel(entry.entity), id: entry.entityId });

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadAuditCsv(property.id, filters, currentLocale());
    } catch {
      notifications.show({ color: 'red', message: t('manage.audit.export_failed') });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack gap="md" maw={960}>
      <Text c="dimmed">{t('manage.audit.page_intro')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
        <Select
          label={t('manage.audit.filter_person')}
          placeholder={t('manage.audit.filter_anyone')}
          clearable
          searchable
          data={(log.data?.actors ?? []).map((actor) => ({
            value: String(actor.id),
            label: `${actor.firstName} ${actor.lastName}`.trim(),
          }))}
          value={filters.actor}
          onChange={(actor) => change({ actor })}
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          label={t('manage.audit.filter_type')}
          placeholder={t('manage.audit.filter_any_type')}
          clearable
          searchable
          data={AUDIT_ENTITIES.map((entity) => ({ value: entity, label: entityLabel(entity) }))}
          value={filters.entity}
          onChange={(entity) =>
            change({ entity: entity as TAuditEntity | null, id: entity ? filters.id : '' })
          }
          comboboxProps={{ withinPortal: true }}
        />
        <TextInput
          label={t('manage.audit.filter_id')}
          description={filters.entity ? undefined : t('manage.audit.filter_id_hint')}
          inputMode="numeric"
          disabled={!filters.entity}
          value={filters.id}
          onChange={(event) => change({ id: event.currentTarget.value.replace(/\D/g, '') })}
        />
        <TextInput
          type="date"
          label={t('manage.audit.filter_from')}
          value={filters.from}
          max={filters.to || undefined}
          onChange={(event) => change({ from: event.currentTarget.value })}
        />
        <TextInput
          type="date"
          label={t('manage.audit.filter_to')}
          value={filters.to}
          min={filters.from || undefined}
          onChange={(event) => change({ to: event.currentTarget.value })}
        />
      </SimpleGrid>
      <Group gap="sm">
        <Button
          variant="default"
          leftSection={<IconFilterOff size={16} aria-hidden />}
          disabled={filters === NO_FILTER}
          onClick={() => change(NO_FILTER)}
        >
          {t('manage.audit.filter_clear')}
        </Button>
        <Button
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={exporting}
          onClick={() => void exportCsv()}
        >
          {t('manage.audit.export')}
        </Button>
      </Group>
      <ConsoleList
        query={log}
        empty={t('manage.audit.page_empty')}
        count={(count) => t('manage.audit.page_count', { count })}
        label={t('manage.audit.list')}
        as="ul"
        paging={{
          page,
          onChange: setPage,
          pageCount: (count) => Math.ceil(count / AUDIT_PAGE_SIZE),
          label: t('manage.audit.pages'),
        }}
      >
        {(entry) => (
          <AuditEntryView
            key={entry.id}
            entry={entry}
            entity={entry.entity}
            timeZone={property.timeZone}
            item={itemOf(entry)}
          />
        )}
      </ConsoleList>
    </Stack>
  );
}

/** /manage/audit: the building's history across its items — filtered, paged, exported. */
export function ManageAuditPage() {
  return (
    <PropertyGate>
      {(property) => <BuildingHistory key={property.id} property={property} />}
    </PropertyGate>
  );
}
