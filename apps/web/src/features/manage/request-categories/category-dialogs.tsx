import {
  REQUEST_CATEGORY_NAME_MAX,
  type TManagedRequestCategory,
  type TTranslatable,
  ZRequestCategoryName,
} from '@habitat/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocalized } from '@/brand';
import { useTranslation } from '@/i18n/use-translation';
import { CHECKED_ON_SUBMIT } from '@/lib/forms/checked-on-submit';
import { FormActions } from '@/lib/forms/form-actions';
import { FormModal } from '@/lib/forms/form-modal';
import { errorCodeAt, setFieldCodes } from '@/lib/forms/server-field-errors';
import { AuditTrail } from '../audit/audit-trail';
import { fieldErrorText } from '../components/field-error';

type TLang = 'fr' | 'en';
const LANGS: readonly TLang[] = ['fr', 'en'];
type TErrors = Partial<Record<TLang, string>>;

/** What the name dialog does: add under a parent (null: level 1), or rename a node. */
export type TNameTarget =
  | { kind: 'create'; parent: TManagedRequestCategory | null }
  | { kind: 'rename'; node: TManagedRequestCategory };

/** Field codes of the server ('name.fr') as the dialog's fields. */
export const nameErrors = (fields: Record<string, string>): TErrors => ({
  fr: fields['name.fr'] ?? fields.name,
  en: fields['name.en'] ?? fields.name,
});

/**
 * The name in both languages (both required). `onSave` resolves with the fields the server
 * refused, empty once saved.
 */
export function NameDialog(props: {
  target: TNameTarget | null;
  /** The building's, for the dates of the node's history. */
  timeZone: string;
  onClose: () => void;
  onSave: (name: TTranslatable) => Promise<TErrors>;
}) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const { target } = props;

  const title =
    target?.kind === 'rename'
      ? t('manage.request_categories.rename_title')
      : target?.parent
        ? t('manage.request_categories.add_child_title', { name: localized(target.parent.name) })
        : t('manage.request_categories.add_title');

  return (
    <FormModal opened={target !== null} onClose={props.onClose} title={title}>
      {target && (
        <CategoryNameForm
          initial={target.kind === 'rename' ? target.node.name : { fr: '', en: '' }}
          onClose={props.onClose}
          onSave={props.onSave}
        />
      )}
      {target?.kind === 'rename' && (
        <AuditTrail
          entity="request_category"
          id={target.node.id}
          timeZone={props.timeZone}
          inline
        />
      )}
    </FormModal>
  );
}

/** Both names, checked by the server's ZRequestCategoryName; the server's refusals go on them. */
function CategoryNameForm(props: {
  initial: TTranslatable;
  onClose: () => void;
  onSave: (name: TTranslatable) => Promise<TErrors>;
}) {
  const { t } = useTranslation();
  const form = useForm<TTranslatable>({
    resolver: zodResolver(ZRequestCategoryName),
    defaultValues: props.initial,
    ...CHECKED_ON_SUBMIT,
  });
  const onValid = async (name: TTranslatable) => {
    const refused = await props.onSave(name);
    if (refused.fr || refused.en) setFieldCodes(form.setError, refused);
    else props.onClose();
  };

  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate>
      <Stack>
        {LANGS.map((lang, index) => (
          <TextInput
            key={lang}
            label={t(`manage.request_categories.name_${lang}`)}
            required
            data-autofocus={index === 0 ? true : undefined}
            maxLength={REQUEST_CATEGORY_NAME_MAX}
            {...form.register(lang, { onChange: () => form.clearErrors(lang) })}
            error={fieldErrorText(t, errorCodeAt(form.formState.errors, lang))}
          />
        ))}
        <FormActions
          cancelLabel={t('manage.request_categories.cancel')}
          submitLabel={t('manage.request_categories.save')}
          onCancel={props.onClose}
          sending={form.formState.isSubmitting}
        />
      </Stack>
    </form>
  );
}

/** Asks before retiring (residents stop seeing the node and what is under it) or restoring. */
export function RetireDialog(props: {
  node: TManagedRequestCategory | null;
  /** Nodes under it (shown in the warning). */
  below: number;
  onClose: () => void;
  onConfirm: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const [sending, setSending] = useState(false);
  const { node } = props;
  const retiring = node !== null && !node.deleted;
  const name = node ? `${node.name.fr} / ${node.name.en}` : '';
  return (
    <Modal
      opened={node !== null}
      onClose={props.onClose}
      title={
        retiring
          ? t('manage.request_categories.retire_title')
          : t('manage.request_categories.restore_title')
      }
      centered
      closeButtonProps={{ 'aria-label': t('dialog.close') }}
    >
      <Stack>
        <Text size="sm">
          {retiring
            ? t('manage.request_categories.retire_confirm', { name, count: props.below })
            : t('manage.request_categories.restore_confirm', { name })}
        </Text>
        {retiring && (
          <Text size="sm" c="dimmed">
            {t('manage.request_categories.retire_keeps')}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={props.onClose}>
            {t('manage.request_categories.cancel')}
          </Button>
          <Button
            color={retiring ? 'red.8' : undefined}
            loading={sending}
            onClick={() => {
              setSending(true);
              void props.onConfirm().finally(() => setSending(false));
            }}
          >
            {retiring
              ? t('manage.request_categories.retire')
              : t('manage.request_categories.restore')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
