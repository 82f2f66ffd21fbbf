import type {
  TBuildingSettingsInput,
  TBuildingUnit,
  TBuildingUnitListResponse,
  TManagedBuilding,
  TUpdateUnitRequest,
} from '@habitat/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authFetch } from '@/features/session';
import { manageKeys } from '../api';

export const manageBuildingKeys = {
  building: (property: number) => ['manage', 'building', property] as const,
};

/** A managed building's settings (GET /api/manage/properties/{id}). */
export function useManagedBuilding(property: number) {
  return useQuery({
    queryKey: manageBuildingKeys.building(property),
    queryFn: ({ signal }) =>
      authFetch<TManagedBuilding>(`/api/manage/properties/${property}`, { signal }),
  });
}

/** Saves settings; the building list (its name, its time zone) is read again. */
export function useSaveBuilding(property: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TBuildingSettingsInput) =>
      authFetch<TManagedBuilding>(`/api/manage/properties/${property}`, {
        method: 'PATCH',
        body,
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(manageBuildingKeys.building(property), saved);
      void queryClient.invalidateQueries({ queryKey: manageKeys.properties() });
    },
  });
}

export const manageUnitKeys = {
  building: (property: number) => ['manage', 'units-of-building', property] as const,
};

/** Every unit of the building, retired ones too. */
export function useBuildingUnits(property: number) {
  return useQuery({
    queryKey: manageUnitKeys.building(property),
    queryFn: ({ signal }) =>
      authFetch<TBuildingUnitListResponse>(`/api/manage/properties/${property}/units`, { signal }),
  });
}

/** Adds a unit (`id` null) or changes one; the list is read again. */
export function useSaveUnit(property: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { id: number | null; body: TUpdateUnitRequest }) =>
      change.id === null
        ? authFetch<TBuildingUnit>(`/api/manage/properties/${property}/units`, {
            method: 'POST',
            body: change.body,
          })
        : authFetch<TBuildingUnit>(`/api/manage/units/${change.id}`, {
            method: 'PATCH',
            body: change.body,
          }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: manageUnitKeys.building(property) }),
  });
}
