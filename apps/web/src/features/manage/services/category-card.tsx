import type { TManagedServiceCategory, TManagedServiceSummary } from '@habitat/shared';
import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import {
  IconApps,
  IconArrowDown,
  IconArrowUp,
  IconChevronRight,
  IconPencil,
  IconPlus,
  IconRestore,
  IconTrash,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '@/i18n/use-translation';
import { managePaths } from '../paths';
import type { TCategoryChange } from './api';
import { localized } from './localized-name';

/** The dialog the services page has open: a new category, a renamed one, or a new service. */
export type TCategoryDialog =
  | { kind: 'create' }
  | { kind: 'rename'; category: TManagedServiceCategory }
  | { kind: 'service'; category: TManagedServiceCategory | null };

function ServiceRow(props: { service: TManagedServiceSummary; editable: boolean }) {
  const { t } = useTranslation();
  const { service } = props;
  const name = localized(service.name);
  const content = (
    <Group gap="sm" wrap="nowrap" py={6} px="xs" mih={44}>
      {service.icon ? (
        <img src={service.icon} alt="" width={32} height={32} style={{ objectFit: 'contain' }} />
      ) : (
        <IconApps size={32} stroke={1.4} color="var(--mantine-color-gray-6)" aria-hidden />
      )}
      <Text style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>{name}</Text>
      <Badge color={service.active ? 'teal' : 'gray'} variant="light">
        {t(service.active ? 'manage.services.active' : 'manage.services.inactive')}
      </Badge>
      {props.editable && <IconChevronRight size={18} aria-hidden />}
    </Group>
  );
  if (!props.editable) return <li>{content}</li>;
  return (
    <li>
      <UnstyledButton
        component={Link}
        to={managePaths.service(service.id)}
        aria-label={t('manage.services.open_of', { name })}
        style={{ display: 'block', borderRadius: 8 }}
      >
        {content}
      </UnstyledButton>
    </li>
  );
}

/** A category with its services, and (when it is the building's own) its order and actions. */
export function CategoryCard(props: {
  category: TManagedServiceCategory;
  first: boolean;
  last: boolean;
  busy: boolean;
  onChange: (change: TCategoryChange, done: string) => void;
  onMove: (offset: -1 | 1) => void;
  onDialog: (dialog: TCategoryDialog) => void;
}) {
  const { t } = useTranslation();
  const { category } = props;
  const name = localized(category.name);
  const headingId = `service-category-${category.id}`;
  /** The organization's: renamed or retired by a manager of every building, never reordered
   * nor given a service from one building. */
  const shared = category.property === null;
  return (
    <Card withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
            <Group gap="xs">
              <Title order={2} size="h4" id={headingId} style={{ overflowWrap: 'anywhere' }}>
                {name}
              </Title>
              {shared && (
                <Badge variant="light" color="blue">
                  {t('manage.services.organization_wide')}
                </Badge>
              )}
              {category.deleted && (
                <Badge variant="light" color="gray">
                  {t('manage.services.retired')}
                </Badge>
              )}
            </Group>
            <Text size="sm" c="dimmed">
              {!category.editable
                ? t('manage.services.organization_help')
                : shared && !category.deleted
                  ? t('manage.services.organization_editable_help')
                  : category.deleted
                    ? t('manage.services.retired_help')
                    : t('manage.services.services_count', { count: category.services.length })}
            </Text>
          </Stack>
          {category.editable && !shared && (
            <Group gap={4} wrap="nowrap">
              <ActionIcon
                variant="subtle"
                size={44}
                disabled={props.first || props.busy}
                aria-label={t('manage.services.move_up', { name })}
                onClick={() => props.onMove(-1)}
              >
                <IconArrowUp size={18} aria-hidden />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                size={44}
                disabled={props.last || props.busy}
                aria-label={t('manage.services.move_down', { name })}
                onClick={() => props.onMove(1)}
              >
                <IconArrowDown size={18} aria-hidden />
              </ActionIcon>
            </Group>
          )}
        </Group>
        {category.services.length > 0 ? (
          <Stack component="ul" gap={2} m={0} p={0} style={{ listStyle: 'none' }}>
            {category.services.map((service) => (
              <ServiceRow key={service.id} service={service} editable={!shared} />
            ))}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {t('manage.services.no_services')}
          </Text>
        )}
        {category.editable && (
          <Group gap="xs">
            {!category.deleted && !shared && (
              <Button
                variant="light"
                leftSection={<IconPlus size={16} aria-hidden />}
                aria-label={t('manage.services.add_service_to', { name })}
                onClick={() => props.onDialog({ kind: 'service', category })}
              >
                {t('manage.services.add_service')}
              </Button>
            )}
            <Button
              variant="default"
              leftSection={<IconPencil size={16} aria-hidden />}
              aria-label={t('manage.services.rename_of', { name })}
              onClick={() => props.onDialog({ kind: 'rename', category })}
            >
              {t('manage.services.rename')}
            </Button>
            {category.deleted ? (
              <Button
                variant="subtle"
                leftSection={<IconRestore size={16} aria-hidden />}
                aria-label={t('manage.services.restore_of', { name })}
                disabled={props.busy}
                onClick={() =>
                  props.onChange(
                    { kind: 'update', id: category.id, body: { deleted: false } },
                    'manage.services.category_restored',
                  )
                }
              >
                {t('manage.services.restore')}
              </Button>
            ) : (
              <Button
                variant="outline"
                color="red.8"
                leftSection={<IconTrash size={16} aria-hidden />}
                aria-label={t('manage.services.retire_of', { name })}
                disabled={props.busy}
                onClick={() =>
                  props.onChange(
                    { kind: 'update', id: category.id, body: { deleted: true } },
                    'manage.services.category_retired',
                  )
                }
              >
                {t('manage.services.retire')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
