import {
  MANAGE_TEXT_MAX,
  type TManageDocumentRenameRequest,
  type TManagedDocument,
  ZManageDocumentRenameRequest,
} from '@habitat/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/i18n/use-translation';
import { CHECKED_ON_SUBMIT } from '@/lib/forms/checked-on-submit';
import { FormActions } from '@/lib/forms/form-actions';
import { ItemFormModal } from '@/lib/forms/form-modal';
import { errorCodeAt, setFieldCodes } from '@/lib/forms/server-field-errors';
import { fieldErrorText } from '../components/field-error';

/** Renames a document; resolves with a field code the server refused, or null once done. */
export function RenameDialog(props: {
  document: TManagedDocument | null;
  onClose: () => void;
  onRename: (name: string) => Promise<string | null>;
}) {
  const { t } = useTranslation();
  return (
    <ItemFormModal
      item={props.document}
      onClose={props.onClose}
      title={t('manage.documents.rename_title')}
    >
      {(document) => (
        <RenameForm name={document.name ?? ''} onClose={props.onClose} onRename={props.onRename} />
      )}
    </ItemFormModal>
  );
}

/** The name, checked by the server's ZManageDocumentRenameRequest; its refusal goes on the field. */
function RenameForm(props: {
  name: string;
  onClose: () => void;
  onRename: (name: string) => Promise<string | null>;
}) {
  const { t } = useTranslation();
  const form = useForm<TManageDocumentRenameRequest>({
    resolver: zodResolver(ZManageDocumentRenameRequest),
    defaultValues: { name: props.name },
    ...CHECKED_ON_SUBMIT,
  });
  const onValid = async ({ name }: TManageDocumentRenameRequest) => {
    const refused = await props.onRename(name);
    if (refused) setFieldCodes(form.setError, { name: refused });
    else props.onClose();
  };

  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate>
      <Stack>
        <TextInput
          label={t('manage.documents.name')}
          required
          data-autofocus
          maxLength={MANAGE_TEXT_MAX.fileName}
          {...form.register('name', { onChange: () => form.clearErrors('name') })}
          error={fieldErrorText(t, errorCodeAt(form.formState.errors, 'name'))}
        />
        <FormActions
          cancelLabel={t('manage.documents.cancel')}
          submitLabel={t('manage.documents.save')}
          onCancel={props.onClose}
          sending={form.formState.isSubmitting}
        />
      </Stack>
    </form>
  );
}

export function DeleteDialog(props: {
  document: TManagedDocument | null;
  onClose: () => void;
  onDelete: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const [sending, setSending] = useState(false);
  return (
    <Modal
      opened={props.document !== null}
      onClose={props.onClose}
      title={t('manage.documents.delete_title')}
      centered
      closeButtonProps={{ 'aria-label': t('dialog.close') }}
    >
      <Stack>
        <Text size="sm">
          {t('manage.documents.delete_confirm', {
            name: props.document?.name ?? t('manage.documents.unnamed'),
          })}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={props.onClose}>
            {t('manage.documents.cancel')}
          </Button>
          <Button
            color="red.8"
            loading={sending}
            onClick={() => {
              setSending(true);
              void props.onDelete().finally(() => setSending(false));
            }}
          >
            {t('manage.documents.delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
