import { Stack } from '@mantine/core';
import { useManagedBuilding } from '../building/api';
import { BuildingForm } from '../building/building-form';
import { UnitsSection } from '../building/units-section';
import { QueryState } from '../components/console-list';
import { PropertyGate } from '../components/property-gate';

function BuildingSettings(props: { property: number }) {
  const building = useManagedBuilding(props.property);
  return (
    <Stack gap="md">
      <QueryState query={building}>{(data) => <BuildingForm building={data} />}</QueryState>
      <UnitsSection property={props.property} />
    </Stack>
  );
}

/** /manage/building: the chosen building's details and payments. */
export function ManageBuildingPage() {
  return (
    <PropertyGate>
      {(property) => <BuildingSettings key={property.id} property={property.id} />}
    </PropertyGate>
  );
}
