import { isEmail } from '@habitat/shared';
import { Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { currentLocale, translateCode } from '../../../i18n/setup';
import { useTranslation } from '../../../i18n/use-translation';
import { isApiError } from '../../../lib/api-client';
import { openDialog } from '../../../ui/dialog';
import { useSpinner } from '../../../ui/spinner';
import { useRequestEmailChange } from '../api';
import { ModalFormActions } from './modal-form-actions';

type TErrors = { email?: string; currentPassword?: string };

/**
 * A new address asks for the current password and applies only once the link mailed to it is
 * followed, so the modal ends by sending the user to that inbox.
 */
export function ChangeEmailModal(props: {
  opened: boolean;
  onClose: () => void;
  userId: number;
  currentEmail: string;
}) {
  const { t } = useTranslation();
  const spinner = useSpinner();
  const request = useRequestEmailChange();
  const [email, setEmail] = useState(props.currentEmail);
  const [currentPassword, setCurrentPassword] = useState('');
  const [errors, setErrors] = useState<TErrors>({});
  const changed = email.trim() !== props.currentEmail;

  const check = (value: string): TErrors => ({
    ...(isEmail(value) ? {} : { email: t('errors.email') }),
    ...(changed && currentPassword === '' ? { currentPassword: t('errors.required') } : {}),
  });

  const send = async (value: string) => {
    try {
      return await spinner.track(
        request.mutateAsync({
          id: props.userId,
          email: value,
          currentPassword,
          locale: currentLocale(),
        }),
      );
    } catch (failure) {
      if (isApiError(failure) && failure.fields?.currentPassword) {
        setErrors({ currentPassword: translateCode(t, failure.fields.currentPassword) });
        return null;
      }
      const message = isApiError(failure)
        ? translateCode(t, failure.code, failure.message)
        : t('form.could_not_send');
      await openDialog({ title: t('dialog.error'), message });
      return null;
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    const found = check(value);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (!changed) {
      props.onClose();
      return;
    }
    const answer = await send(value);
    if (!answer) return;
    props.onClose();
    await openDialog({
      title: t('profile.check_inbox_title'),
      message: [t('profile.check_inbox', { email: answer.pendingEmail ?? value })],
    });
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
              setErrors({});
            }}
            error={errors.email}
            data-autofocus
            required
          />
          {changed && (
            <>
              <PasswordInput
                label={t('profile.current_password')}
                autoComplete="current-password"
                value={currentPassword}
                onChange={(event) => {
                  setCurrentPassword(event.currentTarget.value);
                  setErrors({});
                }}
                error={errors.currentPassword}
                required
              />
              <Text size="sm" c="dimmed">
                {t('profile.email_confirm_hint')}
              </Text>
            </>
          )}
          <ModalFormActions onCancel={props.onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
