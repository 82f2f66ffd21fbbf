import type { TBuildingSettingsInput, TManagedBuilding } from '@habitat/shared';
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
