import { type TChangePasswordForm, ZChangePasswordForm } from '@habitat/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { PasswordInput, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useForm } from 'react-hook-form';
import { translateCode } from '@/i18n/setup';
import { useTranslation } from '@/i18n/use-translation';
import { isApiError } from '@/lib/api-client';
import { FormModal } from '@/lib/forms/form-modal';
import { refusalText } from '@/lib/forms/refusal-text';
import { oneOf, setServerFieldErrors } from '@/lib/forms/server-field-errors';
import { openDialog } from '@/ui/dialog';
import { useSpinner } from '@/ui/spinner';
import { useChangePassword } from '../api';
import { ModalFormActions } from './modal-form-actions';

const FIELDS = ['currentPassword', 'password'] as const;

/** Current password, new one and its repeat; the other devices are signed out, this one stays. */
export function ChangePasswordModal(props: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const spinner = useSpinner();
  const change = useChangePassword();
  const form = useForm<TChangePasswordForm>({
    resolver: zodResolver(ZChangePasswordForm),
    defaultValues: { currentPassword: '', password: '', repeat: '' },
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const errorOf = (message: string | undefined) => message && translateCode(t, message);

  const onValid = async (values: TChangePasswordForm) => {
    try {
      await spinner.track(
        change.mutateAsync({ currentPassword: values.currentPassword, password: values.password }),
      );
    } catch (failure) {
      // A refused field is said beside that field (in the answer's own code), which takes the focus.
      const refused = setServerFieldErrors(form.setError, failure, {
        accept: oneOf(FIELDS),
        message: () => (isApiError(failure) ? failure.code : ''),
        focus: true,
      });
      if (refused.length > 0) return;
      const message = refusalText(t, failure, 'form.could_not_send');
      await openDialog({ title: t('dialog.error'), message });
      return;
    }
    props.onClose();
    notifications.show({ message: t('profile.password_changed'), color: 'teal' });
  };

  return (
    <FormModal
      opened={props.opened}
      onClose={props.onClose}
      title={t('profile.change_password_title')}
      onSubmit={form.handleSubmit(onValid)}
    >
      <PasswordInput
        label={t('profile.current_password')}
        autoComplete="current-password"
        required
        data-autofocus
        {...form.register('currentPassword')}
        error={errorOf(errors.currentPassword?.message)}
      />
      <PasswordInput
        label={t('profile.new_password')}
        autoComplete="new-password"
        required
        {...form.register('password', { deps: ['repeat'] })}
        error={errorOf(errors.password?.message)}
      />
      <PasswordInput
        label={t('profile.repeat_password')}
        autoComplete="new-password"
        required
        {...form.register('repeat')}
        error={errorOf(errors.repeat?.message)}
      />
      <Text size="sm" c="dimmed">
        {t('profile.password_other_devices_hint')}
      </Text>
      <ModalFormActions onCancel={props.onClose} />
    </FormModal>
  );
}
