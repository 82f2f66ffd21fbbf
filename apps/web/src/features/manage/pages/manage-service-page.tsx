import { Anchor, Badge, Button, Group, Stack, Title } from '@mantine/core';
import { IconArrowLeft, IconCalendarCog } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { currentLocale } from '@/i18n/setup';
import { useTranslation } from '@/i18n/use-translation';
import { LoadError } from '@/ui/load-error';
import { AuditTrail } from '../audit/audit-trail';
import { PageLoading } from '../components/property-gate';
import { managePaths } from '../paths';
import { useSelectedProperty } from '../selected-property';
import { useManagedService, useManagedServiceCategories } from '../services/api';
import { ServiceForm } from '../services/service-form';

const localized = (text: { fr: string; en: string }) =>
  (currentLocale().startsWith('fr') ? text.fr : text.en) || text.fr || text.en;

function ServiceDetail(props: { id: number }) {
  const { t } = useTranslation();
  const service = useManagedService(props.id);
  const property = service.data?.property ?? 0;
  const categories = useManagedServiceCategories(property);
  const { list } = useSelectedProperty();
  const timeZone = list.find((p) => p.id === property)?.timeZone ?? 'America/New_York';

  if (service.isPending || (service.isSuccess && categories.isPending)) return <PageLoading />;
  const failed = service.isError ? service : categories.isError ? categories : null;
  if (failed) {
    return (
      <LoadError
        error={failed.error}
        onRetry={() => void failed.refetch()}
        retrying={failed.isFetching}
      />
    );
  }
  const data = service.data!;
  const choices = (categories.data?.data ?? [])
    .filter((c) => c.editable && (!c.deleted || c.id === data.category))
    .map((c) => ({ value: String(c.id), label: localized(c.name) }));
  const name = localized(data.name);

  return (
    <Stack gap="md" maw={960}>
      <Group justify="space-between" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Title>
            <Badge color={data.active ? 'teal' : 'gray'} variant="light">
              {t(data.active ? 'manage.services.active' : 'manage.services.inactive')}
            </Badge>
          </Group>
        </Stack>
        <Button
          component={Link}
          to={managePaths.serviceBookings(data.id)}
          variant="light"
          leftSection={<IconCalendarCog size={18} aria-hidden />}
        >
          {t('manage.services.bookings_link')}
        </Button>
      </Group>
      <ServiceForm key={data.id} service={data} categories={choices} />
      <AuditTrail entity="service" id={data.id} timeZone={timeZone} />
    </Stack>
  );
}

/** /manage/services/:id: edit one service of a building the manager manages. */
export function ManageServicePage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  return (
    <Stack gap="sm">
      <Anchor component={Link} to={managePaths.services()} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          {t('manage.services.back')}
        </Group>
      </Anchor>
      <ServiceDetail id={id} />
    </Stack>
  );
}
