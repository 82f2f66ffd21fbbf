import type { TManagedServiceCategory } from '@habitat/shared';
import { useNavigate } from 'react-router';
import { useTranslation } from '@/i18n/use-translation';
import { reportChangeError } from '../components/report-error';
import { managePaths } from '../paths';
import { type TCategoryChange, useChangeCategory, useCreateService } from './api';
import type { TCategoryDialog } from './category-card';
import type { TNames } from './name-dialog';
import { notify } from './notify';

/**
 * What the services page does with its categories: a change (a failure opens a dialog), a move
 * up or down among the building's own, and the name dialog's create, rename or new service.
 */
export function useCategoryActions(property: number) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const change = useChangeCategory(property);
  const createService = useCreateService(property);

  const apply = async (request: TCategoryChange, done: string) => {
    try {
      await change.mutateAsync(request);
      notify(t(done as 'manage.services.order_saved'));
    } catch (error) {
      await reportChangeError(t, error, { lead: 'manage.services.could_not_save' });
    }
  };

  /** `own`: the building's own categories, in their order. */
  const move = (
    own: TManagedServiceCategory[],
    category: TManagedServiceCategory,
    offset: -1 | 1,
  ) => {
    const ids = own.map((c) => c.id);
    const at = ids.indexOf(category.id);
    const other = ids[at + offset];
    if (other === undefined) return;
    ids[at + offset] = category.id;
    ids[at] = other;
    void apply({ kind: 'order', ids }, 'manage.services.order_saved');
  };

  /** Saves the name dialog's values, then `close`s it. */
  const submitName = async (
    dialog: TCategoryDialog,
    values: { name: TNames; categoryId?: number },
    close: () => void,
  ) => {
    if (dialog.kind === 'service') {
      const service = await createService.mutateAsync({
        categoryId: values.categoryId ?? 0,
        name: values.name,
      });
      notify(t('manage.services.service_created'));
      close();
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
    close();
  };

  return { apply, move, submitName, busy: change.isPending };
}
