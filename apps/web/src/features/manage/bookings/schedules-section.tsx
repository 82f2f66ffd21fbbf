import type { TManagedSchedule } from '@habitat/shared';
import { Button, Group, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useLocalized } from '@/brand';
import { useTranslation } from '@/i18n/use-translation';
import { AuditTrail } from '../audit/audit-trail';
import { ConsoleList } from '../components/console-list';
import { useServiceSchedules } from './api';
import { FormDialog } from './form-dialog';
import { ScheduleCard } from './schedule-card';
import { ScheduleForm } from './schedule-form';
import { type TChange, useRetire } from './use-retire';

/** The service's weekly schedules, each edited in a dialog. */
export function SchedulesSection(props: { service: number; save: TChange; timeZone: string }) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const list = useServiceSchedules(props.service);
  const retire = useRetire(props.save);
  // undefined: closed; null: a new schedule.
  const [editing, setEditing] = useState<TManagedSchedule | null | undefined>(undefined);
  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing(null)}>
          {t('manage.bookings.schedules.new')}
        </Button>
      </Group>
      <ConsoleList query={list} empty={t('manage.bookings.schedules.empty')}>
        {(schedule) => (
          <ScheduleCard
            key={schedule.id}
            schedule={schedule}
            onEdit={() => setEditing(schedule)}
            onRetire={() =>
              void retire(localized(schedule.name), { kind: 'retire-schedule', id: schedule.id })
            }
          />
        )}
      </ConsoleList>
      <FormDialog
        title={
          editing === undefined
            ? null
            : t(editing ? 'manage.bookings.schedules.edit' : 'manage.bookings.schedules.new')
        }
        onClose={() => setEditing(undefined)}
      >
        {editing !== undefined && (
          <ScheduleForm
            key={editing?.id ?? 'new'}
            schedule={editing}
            onSave={props.save}
            onDone={() => setEditing(undefined)}
          />
        )}
        {editing && (
          <AuditTrail entity="booking_schedule" id={editing.id} timeZone={props.timeZone} inline />
        )}
      </FormDialog>
    </Stack>
  );
}
