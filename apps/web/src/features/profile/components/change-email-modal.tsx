import { isEmail } from '@habitat/shared';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateCode } from '../../../i18n/setup';
import { isApiError } from '../../../lib/api-client';
import { openDialog } from '../../../ui/dialog';
import { useSpinner } from '../../../ui/spinner';
import { useUpdateEmail } from '../api';

export function ChangeEmailModal(props: {
  opened: boolean;
  onClose: () => void;
  userId: number;
  currentEmail: string;
}) {
  const { t } = useTranslation();
  const spinner = useSpinner();
  const update = useUpdateEmail();
  const [email, setEmail] = useState(props.currentEmail);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    if (!isEmail(value)) {
      setError(t('errors.email'));
      return;
    }
    try {
      await spinner.track(update.mutateAsync({ id: props.userId, email: value }));
    } catch (failure) {
      const message = isApiError(failure)
        ? translateCode(t, failure.code, failure.message)
        : t('form.could_not_send');
      await openDialog({ title: t('dialog.error'), message });
      return;
    }
    notifications.show({ message: t('profile.email_updated'), color: 'teal' });
    props.onClose();
  };

  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t('profile.change_email_title')}
      centered
      closeButtonProps={{ 'aria-label': t('dialog.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            type="email"
            label={t('profile.new_email')}
            autoComplete="email"
            value={email}
            onChange={(event) => {
              setEmail(event.currentTarget.value);
              setError(null);
            }}
            error={error}
            data-autofocus
            required
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              {t('dialog.cancel')}
            </Button>
            <Button type="submit">{t('profile.save')}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
