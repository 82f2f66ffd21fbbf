import { RESIDENTS_PAGE_SIZE, type TManagedProperty, type TManagedResident } from '@habitat/shared';
import { Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import type { TFunction } from '@/i18n/setup';
import { useTranslation } from '@/i18n/use-translation';
import { openDialog } from '@/ui/dialog';
import { ConsoleList } from '../components/console-list';
import { PropertyGate } from '../components/property-gate';
import { reportChangeError } from '../components/report-error';
import { useResidents, useSetResidentActive } from '../residents/api';
import { ResidentCard } from '../residents/resident-card';

/** Deactivating ends the resident's sessions at once: the manager confirms (No is focused). */
async function confirmDeactivate(t: TFunction, resident: TManagedResident) {
  const answer = await openDialog({
    title: t('manage.residents.deactivate_title'),
    message: t('manage.residents.deactivate_question', {
      name: `${resident.firstName} ${resident.lastName}`,
    }),
    actions: [
      { label: t('manage.residents.deactivate_no'), value: 'no' },
      { label: t('manage.residents.deactivate_yes'), value: 'yes', destructive: true },
    ],
  });
  return answer === 'yes';
}

function ResidentDirectory(props: { property: TManagedProperty }) {
  const { t } = useTranslation();
  const { property } = props;
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const list = useResidents(property.id, q, page);
  const mutation = useSetResidentActive();
  const busyId = mutation.isPending ? (mutation.variables?.id ?? null) : null;

  const toggle = async (resident: TManagedResident) => {
    const active = resident.deactivatedAt !== null;
    if (!active && !(await confirmDeactivate(t, resident))) return;
    try {
      await mutation.mutateAsync({ id: resident.id, active });
      notifications.show({
        color: 'teal',
        message: t(active ? 'manage.residents.reactivated' : 'manage.residents.deactivated_done'),
      });
    } catch (error) {
      await reportChangeError(t, error);
    }
  };

  return (
    <Stack gap="md" maw={960}>
      <Text c="dimmed">{t('manage.residents.intro')}</Text>
      <TextInput
        type="search"
        label={t('manage.residents.search')}
        placeholder={t('manage.residents.search_hint')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setPage(1);
        }}
        maw={420}
      />
      <ConsoleList
        query={list}
        empty={t(q ? 'manage.residents.none_found' : 'manage.residents.empty')}
        count={(count) => t('manage.residents.count', { count })}
        label={t('manage.residents.title')}
        as="ul"
        busy={mutation.isPending}
        paging={{
          page,
          onChange: setPage,
          pageCount: (count) => Math.ceil(count / RESIDENTS_PAGE_SIZE),
          label: t('manage.residents.pages'),
        }}
      >
        {(resident) => (
          <ResidentCard
            key={resident.id}
            resident={resident}
            busy={busyId === resident.id}
            onToggle={() => void toggle(resident)}
          />
        )}
      </ConsoleList>
    </Stack>
  );
}

/** /manage/residents: the building's residents, found by name, e-mail or unit. */
export function ManageResidentsPage() {
  return (
    <PropertyGate>
      {(property) => <ResidentDirectory key={property.id} property={property} />}
    </PropertyGate>
  );
}
