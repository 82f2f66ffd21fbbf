import type { TManagedProperty, TManagedRequest } from '@habitat/shared';
import { useTranslation } from '@/i18n/use-translation';
import { reportChangeError } from '../components/report-error';
import { useRequestAction } from './api';

/** A request's actions and the one under way. */
export type TRequestActions = ReturnType<typeof useRequestActions>;

/** Runs an action; a 409 (changed meanwhile, or not allowed now) says so and reloads. */
export function useRequestActions(request: TManagedRequest, property: TManagedProperty) {
  const { t } = useTranslation();
  const action = useRequestAction(request.id, property.id);
  const run = async (input: Parameters<typeof action.mutateAsync>[0]) => {
    try {
      await action.mutateAsync(input);
      return true;
    } catch (error) {
      await reportChangeError(t, error, { conflict: 'manage.requests.conflict' });
      return false;
    }
  };
  return { run, busy: action.isPending ? action.variables : undefined };
}
