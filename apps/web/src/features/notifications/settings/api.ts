import type { TNotificationSettings, TNotificationType } from '@habitat/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authFetch, useSession } from '@/features/session';

/**
 * The one cache of the signed-in person's notification settings, residents' page and managers'
 * console alike (the same /api/me/notification-settings): a change saved by one is what the
 * other reads.
 */
export const notificationSettingsKeys = {
  settings: ['notification-settings'] as const,
  save: ['notification-settings', 'save'] as const,
};

/** GET /api/me/notification-settings (the defaults when the person never saved any). */
export function useNotificationSettings() {
  const session = useSession();
  return useQuery({
    queryKey: notificationSettingsKeys.settings,
    queryFn: ({ signal }) =>
      authFetch<TNotificationSettings>('/api/me/notification-settings', { signal }),
    enabled: session !== null,
  });
}

/** The settings with a change applied as the server applies it (choices merged type by type). */
export function applyChange(
  settings: TNotificationSettings,
  change: Partial<TNotificationSettings>,
): TNotificationSettings {
  const choices = { ...settings.choices };
  for (const [type, choice] of Object.entries(change.choices ?? {})) {
    const key = type as TNotificationType;
    choices[key] = { ...choices[key], ...choice };
  }
  return { ...settings, ...change, choices };
}

/**
 * PUT /api/me/notification-settings (partial). The cache shows the change at once (a switch
 * answers the tap, and a page drawn again keeps it); a refusal puts the previous settings back.
 */
export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  const { settings, save } = notificationSettingsKeys;
  return useMutation({
    mutationKey: save,
    mutationFn: (update: Partial<TNotificationSettings>) =>
      authFetch<TNotificationSettings>('/api/me/notification-settings', {
        method: 'PUT',
        body: update,
      }),
    onMutate: async (update) => {
      await queryClient.cancelQueries({ queryKey: settings });
      const before = queryClient.getQueryData<TNotificationSettings>(settings);
      if (before) queryClient.setQueryData(settings, applyChange(before, update));
      return { before };
    },
    onError: (_error, _update, context) => {
      if (context?.before) queryClient.setQueryData(settings, context.before);
    },
    // Once the last of several quick changes is answered, the server's whole answer is read.
    onSettled: () => {
      if (queryClient.isMutating({ mutationKey: save }) <= 1) {
        return queryClient.invalidateQueries({ queryKey: settings });
      }
    },
  });
}
