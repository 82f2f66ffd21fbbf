import { type TBuildingUnit, UNIT_NUMBER_MAX } from '@habitat/shared';
import { Badge, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { QueryState } from '../components/console-list';
import { reportChangeError } from '../components/report-error';
import { useBuildingUnits, useSaveUnit } from './api';

function UnitRow(props: { unit: TBuildingUnit; property: number }) {
  const { t } = useTranslation();
  const { unit } = props;
  const save = useSaveUnit(props.property);
  const [number, setNumber] = useState(unit.number);
  const retired = unit.retiredAt !== null;
  const change = async (body: { number?: string; retired?: boolean }) => {
    try {
      await save.mutateAsync({ id: unit.id, body });
      notifications.show({ color: 'teal', message: t('manage.building.units.saved') });
    } catch (error) {
      await reportChangeError(t, error);
    }
  };
  return (
    <Group component="li" gap="sm" wrap="wrap" align="flex-end">
      <TextInput
        label={t('manage.building.units.number_of', { number: unit.number })}
        value={number}
        maxLength={UNIT_NUMBER_MAX}
        onChange={(event) => setNumber(event.currentTarget.value)}
        w={140}
      />
      <Button
        variant="default"
        disabled={number.trim() === '' || number.trim() === unit.number}
        onClick={() => void change({ number })}
      >
        {t('manage.building.units.rename')}
      </Button>
      <Button
        variant="subtle"
        color={retired ? 'teal' : 'red'}
        loading={save.isPending}
        onClick={() => void change({ retired: !retired })}
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
  );
}

/** The building's units: add one, rename one, retire one (its leases and requests stay). */
export function UnitsSection(props: { property: number }) {
  const { t } = useTranslation();
  const units = useBuildingUnits(props.property);
  const save = useSaveUnit(props.property);
  const [number, setNumber] = useState('');
  const add = async () => {
    try {
      await save.mutateAsync({ id: null, body: { number } });
      setNumber('');
      notifications.show({ color: 'teal', message: t('manage.building.units.added') });
    } catch (error) {
      await reportChangeError(t, error);
    }
  };
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
        <Group
          component="form"
          gap="sm"
          align="flex-end"
          onSubmit={(event) => {
            event.preventDefault();
            void add();
          }}
        >
          <TextInput
            label={t('manage.building.units.new')}
            value={number}
            maxLength={UNIT_NUMBER_MAX}
            onChange={(event) => setNumber(event.currentTarget.value)}
            w={140}
          />
          <Button type="submit" disabled={number.trim() === ''} loading={save.isPending}>
            {t('manage.building.units.add')}
          </Button>
        </Group>
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
