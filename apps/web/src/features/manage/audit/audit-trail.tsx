import {
  auditValueText,
  formatListDateTime,
  type TAuditEntity,
  type TAuditEntry,
} from '@habitat/shared';
import { Button, Card, Collapse, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { currentLocale, hasKey } from '@/i18n/setup';
import type { TFunction } from '@/i18n/translator';
import { useTranslation } from '@/i18n/use-translation';
import { LoadError } from '@/ui/load-error';
import { useAuditTrail } from './api';

const KNOWN_ACTIONS = [
  'create',
  'update',
  'delete',
  'publish',
  'reject',
  'disable',
  'status',
  'comment',
  'reply',
  'approve',
  'decline',
  'upload',
  'rename',
  'cancel',
  'retire',
  'restore',
  'reorder',
  'deactivate',
  'reactivate',
  'password_link',
  'add_person',
  'invite_person',
  'update_person',
  'remove_person',
  'move_in',
  'move_out',
] as const;
type TKnownAction = (typeof KNOWN_ACTIONS)[number];
const isKnown = (action: string): action is TKnownAction =>
  (KNOWN_ACTIONS as readonly string[]).includes(action);

/** A recorded field's name in the manager's words; a field the catalog lacks keeps its own. */
export function fieldLabel(field: string, t: TFunction) {
  const key = `manage.audit.fields.${field}`;
  return hasKey(key) ? t(key) : field;
}

/** One change: what was done, by whom and when, and each field before / after in words. */
export function AuditEntryView(props: {
  entry: TAuditEntry;
  entity: TAuditEntity;
  timeZone: string;
  /** What the change is about, when the list spans several items. */
  item?: string;
}) {
  const { t } = useTranslation();
  const { entry } = props;
  const locale = currentLocale();
  const valueText = (field: string, value: unknown) =>
    auditValueText(props.entity, field, value, locale, props.timeZone);
  const fields = [
    ...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})]),
  ];
  const name = `${entry.actor.firstName} ${entry.actor.lastName}`.trim();
  return (
    <li>
      <Text fw={600} size="sm">
        {isKnown(entry.action) ? t(`manage.audit.actions.${entry.action}`) : entry.action}
        {props.item && (
          <Text span c="dimmed" fw={400}>
            {` · ${props.item}`}
          </Text>
        )}
      </Text>
      <Text size="xs" c="dimmed">
        {t('manage.audit.by', { date: formatListDateTime(entry.at, props.timeZone), name })}
      </Text>
      {fields.length > 0 && (
        <Table.ScrollContainer minWidth={320}>
          <Table fz="xs" verticalSpacing={4} withRowBorders={false}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col" ta="start">
                  {t('manage.audit.field')}
                </Table.Th>
                <Table.Th scope="col" ta="start">
                  {t('manage.audit.before')}
                </Table.Th>
                <Table.Th scope="col" ta="start">
                  {t('manage.audit.after')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {fields.map((field) => (
                <Table.Tr key={field}>
                  <Table.Th scope="row" fw={500} ta="start">
                    {fieldLabel(field, t)}
                  </Table.Th>
                  <Table.Td>{valueText(field, entry.before?.[field])}</Table.Td>
                  <Table.Td>{valueText(field, entry.after?.[field])}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </li>
  );
}

/**
 * An item's change history (who, what, when, before / after), folded until asked for so a
 * page's first load costs no extra call.
 */
export function AuditTrail(props: {
  entity: TAuditEntity;
  id: number;
  timeZone: string;
  /** Inside an item's card: no frame of its own, a level-3 heading (`order` under an h3). */
  inline?: boolean;
  order?: 3 | 4;
  /** The item's heading, so each history and its "show history" button say whose they are. */
  describedBy?: string;
}) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const regionId = useId();
  const trail = useAuditTrail(props.entity, props.id, opened);
  return (
    <Card
      withBorder={!props.inline}
      radius="md"
      padding={props.inline ? 0 : 'md'}
      mt={props.inline ? 'xs' : undefined}
      // Inside an item's card, a named group rather than a landmark: two cards can read alike (the
      // same slot cancelled twice by one resident), and landmarks must be told apart.
      component={props.inline ? 'div' : 'section'}
      role={props.inline ? 'group' : undefined}
      // Named after its item too, so each history says whose it is.
      aria-labelledby={[`${regionId}-title`, props.describedBy].filter(Boolean).join(' ')}
    >
      <Stack gap="xs">
        <Title
          order={props.inline ? (props.order ?? 3) : 2}
          size={props.inline ? 'h6' : 'h4'}
          id={`${regionId}-title`}
        >
          {t('manage.audit.title')}
        </Title>
        <Button
          variant="subtle"
          size="compact-sm"
          w="fit-content"
          leftSection={<IconHistory size={16} aria-hidden />}
          aria-expanded={opened}
          aria-controls={regionId}
          aria-describedby={props.describedBy}
          onClick={() => setOpened((was) => !was)}
        >
          {opened ? t('manage.audit.hide') : t('manage.audit.show')}
        </Button>
        <Collapse in={opened} id={regionId}>
          {trail.isPending && opened && <Loader size="sm" aria-label={t('manage.audit.title')} />}
          {trail.isError && <LoadError error={trail.error} onRetry={() => void trail.refetch()} />}
          {trail.data && trail.data.count === 0 && (
            <Text size="sm" c="dimmed">
              {t('manage.audit.empty')}
            </Text>
          )}
          {trail.data && trail.data.count > 0 && (
            <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {trail.data.data.map((entry) => (
                <AuditEntryView
                  key={entry.id}
                  entry={entry}
                  entity={props.entity}
                  timeZone={props.timeZone}
                />
              ))}
            </Stack>
          )}
          {trail.data && trail.data.count > trail.data.data.length && (
            <Text size="xs" c="dimmed">
              {t('manage.audit.more', { shown: trail.data.data.length, count: trail.data.count })}
            </Text>
          )}
        </Collapse>
      </Stack>
    </Card>
  );
}
