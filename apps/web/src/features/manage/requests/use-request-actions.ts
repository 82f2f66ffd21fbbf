import type { TManagedProperty, TManagedRequest } from '@habitat/shared';
import { useTranslation } from '@/i18n/use-translation';
import { reportChangeError } from '../components/report-error';
import { useRequestAction } from './api';

/** A request's actions and the one under way. */
export type TRequestActions = ReturnType<typeof useRequestActions>;

/**
 * Runs an action; a 409 (changed meanwhile, or not allowed now) says so and reloads. A form's
 * `take` puts a refused field on the form instead (lib/forms/plain-field-codes.ts).
 */
export function useRequestActions(request: TManagedRequest, property: TManagedProperty) {
  const { t } = useTranslation();
  const action = useRequestAction(request.id, property.id);
  const run = async (
    input: Parameters<typeof action.mutateAsync>[0],
    take?: (error: unknown) => boolean,
  ) => {
    try {
      await action.mutateAsync(input);
      return true;
    } catch (error) {
      if (take?.(error)) return false;
      await reportChangeError(t, error, { conflict: 'manage.requests.conflict' });
      return false;
    }
  };
  return { run, busy: action.isPending ? action.variables : undefined };
}
