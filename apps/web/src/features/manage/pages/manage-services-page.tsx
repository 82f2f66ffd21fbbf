import {
  type TManagedProperty,
  type TManagedServiceCategory,
  type TManagedServiceSummary,
  ZManageServiceCategoryCreateRequest,
  ZManageServiceCreateRequest,
} from '@habitat/shared';
import {
  ActionIcon,
  Alert,
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
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { currentLocale, translateCode } from '../../../i18n/setup';
import { useTranslation } from '../../../i18n/use-translation';
import { isApiError } from '../../../lib/api-client';
import { openErrorDialog } from '../../../ui/dialog';
import { LoadError } from '../../../ui/load-error';
import { AuditTrail } from '../audit/audit-trail';
import { PageLoading, PropertyGate } from '../components/property-gate';
import { managePaths } from '../paths';
import {
  type TCategoryChange,
  useChangeCategory,
  useCreateService,
  useManagedServiceCategories,
} from '../services/api';
import { NameDialog, type TNames } from '../services/name-dialog';
import { notify } from '../services/notify';

const localized = (text: { fr: string; en: string }) =>
  (currentLocale().startsWith('fr') ? text.fr : text.en) || text.fr || text.en;

type TDialog =
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

function CategoryCard(props: {
  category: TManagedServiceCategory;
  first: boolean;
  last: boolean;
  busy: boolean;
  onChange: (change: TCategoryChange, done: string) => void;
  onMove: (offset: -1 | 1) => void;
  onDialog: (dialog: TDialog) => void;
}) {
  const { t } = useTranslation();
  const { category } = props;
  const name = localized(category.name);
  const headingId = `service-category-${category.id}`;
  return (
    <Card withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
            <Group gap="xs">
              <Title order={2} size="h4" id={headingId} style={{ overflowWrap: 'anywhere' }}>
                {name}
              </Title>
              {!category.editable && (
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
                : category.deleted
                  ? t('manage.services.retired_help')
                  : t('manage.services.services_count', { count: category.services.length })}
            </Text>
          </Stack>
          {category.editable && (
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
              <ServiceRow key={service.id} service={service} editable={category.editable} />
            ))}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {t('manage.services.no_services')}
          </Text>
        )}
        {category.editable && (
          <Group gap="xs">
            {!category.deleted && (
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

function ServiceCategories(props: { property: TManagedProperty }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useManagedServiceCategories(props.property.id);
  const change = useChangeCategory(props.property.id);
  const createService = useCreateService(props.property.id);
  const [dialog, setDialog] = useState<TDialog | null>(null);

  const apply = async (request: TCategoryChange, done: string) => {
    try {
      await change.mutateAsync(request);
      notify(t(done as 'manage.services.order_saved'));
    } catch (error) {
      const cause = isApiError(error)
        ? translateCode(t, error.code, error.message)
        : t('errors.platform_error');
      await openErrorDialog([t('manage.services.could_not_save'), cause]);
    }
  };

  const categories = list.data?.data ?? [];
  const own = categories.filter((c) => c.editable);
  const move = (category: TManagedServiceCategory, offset: -1 | 1) => {
    const ids = own.map((c) => c.id);
    const at = ids.indexOf(category.id);
    const other = ids[at + offset];
    if (other === undefined) return;
    ids[at + offset] = category.id;
    ids[at] = other;
    void apply({ kind: 'order', ids }, 'manage.services.order_saved');
  };

  const submitName = async (values: { name: TNames; categoryId?: number }) => {
    if (!dialog) return;
    if (dialog.kind === 'service') {
      const service = await createService.mutateAsync({
        categoryId: values.categoryId ?? 0,
        name: values.name,
      });
      notify(t('manage.services.service_created'));
      setDialog(null);
      void navigate(managePaths.service(service.id));
      return;
    }
    await change.mutateAsync(
      dialog.kind === 'create'
        ? { kind: 'create', body: { name: values.name } }
        : { kind: 'update', id: dialog.category.id, body: { name: values.name } },
    );
    notify(
      t(
        dialog.kind === 'create'
          ? 'manage.services.category_created'
          : 'manage.services.category_saved',
      ),
    );
    setDialog(null);
  };

  const choices = own
    .filter((c) => !c.deleted)
    .map((c) => ({ value: String(c.id), label: localized(c.name) }));

  return (
    <Stack gap="md" maw={960}>
      <Group justify="space-between" gap="sm">
        <Text c="dimmed" size="sm" style={{ flex: 1, minWidth: 200 }}>
          {t('manage.services.intro')}
        </Text>
        <Button
          leftSection={<IconPlus size={18} aria-hidden />}
          onClick={() => setDialog({ kind: 'create' })}
        >
          {t('manage.services.new_category')}
        </Button>
      </Group>
      {list.isPending ? (
        <PageLoading />
      ) : list.isError ? (
        <LoadError
          error={list.error}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : categories.length === 0 ? (
        <Alert color="gray" variant="light">
          {t('manage.services.empty')}
        </Alert>
      ) : (
        <Stack gap="md" aria-busy={list.isFetching || change.isPending}>
          {categories.map((category) => {
            const index = own.findIndex((c) => c.id === category.id);
            return (
              <CategoryCard
                key={category.id}
                category={category}
                first={index === 0}
                last={index === own.length - 1}
                busy={change.isPending}
                onChange={(request, done) => void apply(request, done)}
                onMove={(offset) => move(category, offset)}
                onDialog={setDialog}
              />
            );
          })}
        </Stack>
      )}
      {dialog && (
        <NameDialog
          key={dialog.kind === 'create' ? 'create' : `${dialog.kind}-${dialog.category?.id}`}
          opened
          onClose={() => setDialog(null)}
          title={
            dialog.kind === 'create'
              ? t('manage.services.new_category')
              : dialog.kind === 'rename'
                ? t('manage.services.rename_of', { name: localized(dialog.category.name) })
                : t('manage.services.new_service')
          }
          label={
            dialog.kind === 'service'
              ? t('manage.services.name_label')
              : t('manage.services.category_name')
          }
          initial={dialog.kind === 'rename' ? dialog.category.name : undefined}
          categories={dialog.kind === 'service' ? choices : undefined}
          initialCategory={
            dialog.kind === 'service' && dialog.category ? String(dialog.category.id) : undefined
          }
          schema={
            dialog.kind === 'service'
              ? ZManageServiceCreateRequest
              : ZManageServiceCategoryCreateRequest
          }
          submitLabel={
            dialog.kind === 'rename' ? t('manage.services.save') : t('manage.services.create')
          }
          onSubmit={submitName}
        >
          {dialog.kind === 'rename' && (
            <AuditTrail
              entity="service_category"
              id={dialog.category.id}
              timeZone={props.property.timeZone}
              inline
            />
          )}
        </NameDialog>
      )}
    </Stack>
  );
}

/** /manage/services: the building's categories and services, in the order residents see them. */
export function ManageServicesPage() {
  return (
    <PropertyGate>
      {(property) => <ServiceCategories key={property.id} property={property} />}
    </PropertyGate>
  );
}
