import {
  MANAGE_TEXT_MAX,
  type TManagedDocument,
  ZManageDocumentRenameRequest,
} from '@habitat/shared';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { fieldErrorText } from '../components/field-error';

/** Renames a document; resolves with a field code the server refused, or null once done. */
export function RenameDialog(props: {
  document: TManagedDocument | null;
  onClose: () => void;
  onRename: (name: string) => Promise<string | null>;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const value = name ?? props.document?.name ?? '';

  const close = () => {
    setName(null);
    setError(null);
    props.onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZManageDocumentRenameRequest.safeParse({ name: value });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'required');
      return;
    }
    setSending(true);
    const refused = await props.onRename(parsed.data.name).finally(() => setSending(false));
    if (refused) setError(refused);
    else close();
  };

  return (
    <Modal
      opened={props.document !== null}
      onClose={close}
      title={t('manage.documents.rename_title')}
      centered
      closeButtonProps={{ 'aria-label': t('dialog.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label={t('manage.documents.name')}
            required
            data-autofocus
            maxLength={MANAGE_TEXT_MAX.fileName}
            value={value}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setError(null);
            }}
            error={fieldErrorText(t, error ?? undefined)}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('manage.documents.cancel')}
            </Button>
            <Button type="submit" loading={sending}>
              {t('manage.documents.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
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
