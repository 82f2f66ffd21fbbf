import {
  type TBuildingUnit,
  type TCreateUnitRequest,
  UNIT_NUMBER_MAX,
  ZCreateUnitRequest,
} from '@habitat/shared';
import { Badge, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useForm } from 'react-hook-form';
import { hasKey } from '@/i18n/setup';
import { useTranslation } from '@/i18n/use-translation';
import { zodBodyResolver } from '@/lib/forms/body-resolver';
import { CHECKED_ON_SUBMIT } from '@/lib/forms/checked-on-submit';
import { errorCodeAt, setServerFieldErrors } from '@/lib/forms/server-field-errors';
import { QueryState } from '../components/console-list';
import { fieldErrorText } from '../components/field-error';
import { reportChangeError } from '../components/report-error';
import { useBuildingUnits, useSaveUnit } from './api';

type TDraft = { number: string };

/** A unit's number as the console words its codes (a number the building already has). */
function useNumberError() {
  const { t } = useTranslation();
  return (code: string | undefined) => {
    const own = `manage.building.units.errors.${code}`;
    return code && hasKey(own) ? t(own) : fieldErrorText(t, code);
  };
}

/**
 * A one-field form of a unit's number (add one, rename one): the shared schema before sending,
 * a number the building already has back on the field. Resolves true once saved.
 */
function useNumberForm(initial: string, send: (body: TCreateUnitRequest) => Promise<void>) {
  const { t } = useTranslation();
  const form = useForm<TDraft, unknown, TCreateUnitRequest>({
    resolver: zodBodyResolver(ZCreateUnitRequest, (draft: TDraft) => draft),
    defaultValues: { number: initial },
    ...CHECKED_ON_SUBMIT,
  });
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await send(body);
    } catch (error) {
      if (setServerFieldErrors(form.setError, error, { focus: true }).length > 0) return;
      await reportChangeError(t, error);
    }
  });
  const typed = form.watch('number');
  return { form, onSubmit, typed };
}

function UnitRow(props: { unit: TBuildingUnit; property: number }) {
  const { t } = useTranslation();
  const { unit } = props;
  const save = useSaveUnit(props.property);
  const errorOf = useNumberError();
  const retired = unit.retiredAt !== null;
  const { form, onSubmit, typed } = useNumberForm(unit.number, async (body) => {
    await save.mutateAsync({ id: unit.id, body });
    notifications.show({ color: 'teal', message: t('manage.building.units.saved') });
  });
  const retire = async () => {
    try {
      await save.mutateAsync({ id: unit.id, body: { retired: !retired } });
      notifications.show({ color: 'teal', message: t('manage.building.units.saved') });
    } catch (error) {
      await reportChangeError(t, error);
    }
  };
  return (
    <li>
      <form onSubmit={onSubmit} noValidate>
        <Group gap="sm" wrap="wrap" align="flex-end">
          <TextInput
            label={t('manage.building.units.number_of', { number: unit.number })}
            maxLength={UNIT_NUMBER_MAX}
            {...form.register('number', { onChange: () => form.clearErrors('number') })}
            error={errorOf(errorCodeAt(form.formState.errors, 'number'))}
            w={140}
          />
          <Button
            type="submit"
            variant="default"
            disabled={typed.trim() === '' || typed.trim() === unit.number}
            loading={form.formState.isSubmitting}
          >
            {t('manage.building.units.rename')}
          </Button>
          <Button
            variant="subtle"
            color={retired ? 'teal' : 'red'}
            loading={save.isPending && !form.formState.isSubmitting}
            onClick={() => void retire()}
            aria-label={t(
              retired ? 'manage.building.units.restore_of' : 'manage.building.units.retire_of',
              { number: unit.number },
            )}
          >
            {t(retired ? 'manage.building.units.restore' : 'manage.building.units.retire')}
          </Button>
          <Text size="sm" c="dimmed">
            {t('manage.building.units.leases', { count: unit.leases })}
          </Text>
          {retired && <Badge color="gray">{t('manage.building.units.retired')}</Badge>}
        </Group>
      </form>
    </li>
  );
}

/** The building's units: add one, rename one, retire one (its leases and requests stay). */
export function UnitsSection(props: { property: number }) {
  const { t } = useTranslation();
  const units = useBuildingUnits(props.property);
  const save = useSaveUnit(props.property);
  const errorOf = useNumberError();
  const { form, onSubmit, typed } = useNumberForm('', async (body) => {
    await save.mutateAsync({ id: null, body });
    form.reset({ number: '' });
    notifications.show({ color: 'teal', message: t('manage.building.units.added') });
  });
  return (
    <Card
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-labelledby="building-units"
      maw={760}
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id="building-units">
          {t('manage.building.units.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('manage.building.units.help')}
        </Text>
        <form onSubmit={onSubmit} noValidate>
          <Group gap="sm" align="flex-end">
            <TextInput
              label={t('manage.building.units.new')}
              maxLength={UNIT_NUMBER_MAX}
              {...form.register('number', { onChange: () => form.clearErrors('number') })}
              error={errorOf(errorCodeAt(form.formState.errors, 'number'))}
              w={140}
            />
            <Button
              type="submit"
              disabled={typed.trim() === ''}
              loading={form.formState.isSubmitting}
            >
              {t('manage.building.units.add')}
            </Button>
          </Group>
        </form>
        <QueryState query={units}>
          {(data) => (
            <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
              {data.data.map((unit) => (
                <UnitRow key={`${unit.id}-${unit.number}`} unit={unit} property={props.property} />
              ))}
            </Stack>
          )}
        </QueryState>
      </Stack>
    </Card>
  );
}
