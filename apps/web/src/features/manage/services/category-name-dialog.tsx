import {
  type TManagedServiceCategory,
  ZManageServiceCategoryCreateRequest,
  ZManageServiceCreateRequest,
} from '@habitat/shared';
import { useTranslation } from '@/i18n/use-translation';
import { AuditTrail } from '../audit/audit-trail';
import type { TCategoryDialog } from './category-card';
import { localized } from './localized-name';
import { NameDialog, type TNames } from './name-dialog';

/** The name dialog of the services page: a new category, a category renamed, or a new service. */
export function CategoryNameDialog(props: {
  dialog: TCategoryDialog;
  /** The building's own categories, in their order (a new service goes in one of them). */
  own: TManagedServiceCategory[];
  timeZone: string;
  onClose: () => void;
  onSubmit: (values: { name: TNames; categoryId?: number }) => Promise<void>;
}) {
  const { t } = useTranslation();
  const { dialog } = props;
  const choices = props.own
    .filter((c) => !c.deleted)
    .map((c) => ({ value: String(c.id), label: localized(c.name) }));
  return (
    <NameDialog
      opened
      onClose={props.onClose}
      title={
        dialog.kind === 'create'
          ? t('manage.services.new_category')
          : dialog.kind === 'rename'
            ? t('manage.services.rename_of', { name: localized(dialog.category.name) })
            : t('manage.services.new_service')
      }
      label={
        dialog.kind === 'service'
          ? t('manage.services.name_label')
          : t('manage.services.category_name')
      }
      initial={dialog.kind === 'rename' ? dialog.category.name : undefined}
      categories={dialog.kind === 'service' ? choices : undefined}
      initialCategory={
        dialog.kind === 'service' && dialog.category ? String(dialog.category.id) : undefined
      }
      schema={
        dialog.kind === 'service'
          ? ZManageServiceCreateRequest
          : ZManageServiceCategoryCreateRequest
      }
      submitLabel={
        dialog.kind === 'rename' ? t('manage.services.save') : t('manage.services.create')
      }
      onSubmit={props.onSubmit}
    >
      {dialog.kind === 'rename' && (
        <AuditTrail
          entity="service_category"
          id={dialog.category.id}
          timeZone={props.timeZone}
          inline
        />
      )}
    </NameDialog>
  );
}
