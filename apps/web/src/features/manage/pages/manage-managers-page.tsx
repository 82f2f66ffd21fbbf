import type { TInviteManagerResponse, TManagedManager, TManagedProperty } from '@habitat/shared';
import { Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import type { TFunction } from '@/i18n/setup';
import { useTranslation } from '@/i18n/use-translation';
import { openDialog } from '@/ui/dialog';
import { ConsoleList } from '../components/console-list';
import { PropertyGate } from '../components/property-gate';
import { reportChangeError } from '../components/report-error';
import { useManagers, useRemoveManager } from '../managers/api';
import { InviteManagerDialog } from '../managers/invite-dialog';
import { ManagerCard } from '../managers/manager-card';
import { useSelectedProperty } from '../selected-property';

/** Removing takes the building's console away from them: the manager confirms (No is focused). */
async function confirmRemove(t: TFunction, manager: TManagedManager, building: string) {
  const name = `${manager.firstName} ${manager.lastName}`.trim() || manager.email;
  const answer = await openDialog({
    title: t('manage.managers.remove_title'),
    message: t(
      manager.you ? 'manage.managers.remove_self_question' : 'manage.managers.remove_question',
      {
        name,
        building,
      },
    ),
    actions: [
      { label: t('manage.managers.remove_no'), value: 'no' },
      { label: t('manage.managers.remove_yes'), value: 'yes', destructive: true },
    ],
  });
  return answer === 'yes';
}

function doneMessage(t: TFunction, answer: TInviteManagerResponse) {
  if (answer.invited) return t('manage.managers.invited_done', { email: answer.manager.email });
  if (answer.added.length === 0) return t('manage.managers.already');
  return t('manage.managers.added_done', { count: answer.added.length });
}

function BuildingManagers(props: { property: TManagedProperty }) {
  const { t } = useTranslation();
  const { property } = props;
  const { list: buildings } = useSelectedProperty();
  const list = useManagers(property.id);
  const remove = useRemoveManager(property.id);
  const [inviting, setInviting] = useState(false);
  const busyId = remove.isPending ? (remove.variables ?? null) : null;

  const onRemove = async (manager: TManagedManager) => {
    if (!(await confirmRemove(t, manager, property.name))) return;
    try {
      await remove.mutateAsync(manager.id);
      notifications.show({ color: 'teal', message: t('manage.managers.removed') });
    } catch (error) {
      await reportChangeError(t, error);
    }
  };

  return (
    <Stack gap="md" maw={960}>
      <Text c="dimmed">{t('manage.managers.intro')}</Text>
      <Group>
        <Button
          leftSection={<IconUserPlus size={18} aria-hidden />}
          onClick={() => setInviting(true)}
        >
          {t('manage.managers.invite')}
        </Button>
      </Group>
      <ConsoleList
        query={list}
        empty={t('manage.managers.empty')}
        count={(count) => t('manage.managers.count', { count })}
        label={t('manage.managers.title')}
        as="ul"
        gap="sm"
        busy={remove.isPending}
      >
        {(manager) => (
          <ManagerCard
            key={manager.id}
            manager={manager}
            busy={busyId === manager.id}
            onRemove={() => void onRemove(manager)}
          />
        )}
      </ConsoleList>
      {inviting && (
        <InviteManagerDialog
          opened
          current={property}
          buildings={buildings}
          onClose={() => setInviting(false)}
          onDone={(answer) => {
            setInviting(false);
            notifications.show({ color: 'teal', message: doneMessage(t, answer) });
          }}
        />
      )}
    </Stack>
  );
}

/** /manage/managers: the building's managers; invite one to your buildings, remove one. */
export function ManageManagersPage() {
  return (
    <PropertyGate>
      {(property) => <BuildingManagers key={property.id} property={property} />}
    </PropertyGate>
  );
}
