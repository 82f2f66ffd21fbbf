import { DEFAULT_TIME_ZONE } from '@habitat/shared';
import { Button, Group, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { AuditTrail } from '../audit/audit-trail';
import { ConsoleList } from '../components/console-list';
import { useServiceEventGroups } from './api';
import { EventForm, EventGroupForm } from './event-forms';
import { EventGroupCard, type TEventEditing } from './event-group-card';
import { FormDialog } from './form-dialog';
import { type TChange, useRetire } from './use-retire';

/** The service's event groups and their events, each edited in a dialog. */
export function EventsSection(props: { service: number; save: TChange }) {
  const { t } = useTranslation();
  const list = useServiceEventGroups(props.service);
  const retire = useRetire(props.save);
  const [editing, setEditing] = useState<TEventEditing | null>(null);
  const timeZone = list.data?.timeZone ?? DEFAULT_TIME_ZONE;
  const title = !editing
    ? null
    : editing.kind === 'group'
      ? t(editing.group ? 'manage.bookings.events.edit_group' : 'manage.bookings.events.new_group')
      : t(editing.event ? 'manage.bookings.events.edit_event' : 'manage.bookings.events.new_event');

  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button
          leftSection={<IconPlus size={18} aria-hidden />}
          onClick={() => setEditing({ kind: 'group', group: null })}
        >
          {t('manage.bookings.events.new_group')}
        </Button>
      </Group>
      <ConsoleList query={list} empty={t('manage.bookings.events.empty')}>
        {(group) => (
          <EventGroupCard
            key={group.id}
            group={group}
            timeZone={timeZone}
            onEdit={setEditing}
            onRetire={(name, change) => void retire(name, change)}
          />
        )}
      </ConsoleList>
      <FormDialog title={title} onClose={() => setEditing(null)}>
        {editing?.kind === 'group' && (
          <EventGroupForm
            key={editing.group?.id ?? 'new'}
            group={editing.group}
            onSave={props.save}
            onDone={() => setEditing(null)}
          />
        )}
        {editing?.kind === 'event' && (
          <EventForm
            key={editing.event?.id ?? 'new'}
            group={editing.group}
            event={editing.event}
            timeZone={timeZone}
            onSave={props.save}
            onDone={() => setEditing(null)}
          />
        )}
        {editing?.kind === 'group' && editing.group && (
          <AuditTrail
            entity="booking_event_group"
            id={editing.group.id}
            timeZone={timeZone}
            inline
          />
        )}
        {editing?.kind === 'event' && editing.event && (
          <AuditTrail entity="booking_event" id={editing.event.id} timeZone={timeZone} inline />
        )}
      </FormDialog>
    </Stack>
  );
}
