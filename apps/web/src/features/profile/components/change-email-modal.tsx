import { changeEmailFormSchema, type TChangeEmailForm } from '@habitat/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { PasswordInput, Text, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { currentLocale, translateCode } from '@/i18n/setup';
import { useTranslation } from '@/i18n/use-translation';
import { CHECKED_ON_SUBMIT } from '@/lib/forms/checked-on-submit';
import { FormModal } from '@/lib/forms/form-modal';
import { refusalText } from '@/lib/forms/refusal-text';
import { errorCodeAt, oneOf, setServerFieldErrors } from '@/lib/forms/server-field-errors';
import { openDialog } from '@/ui/dialog';
import { useSpinner } from '@/ui/spinner';
import { useRequestEmailChange } from '../api';
import { ModalFormActions } from './modal-form-actions';

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
  const schema = useMemo(() => changeEmailFormSchema(props.currentEmail), [props.currentEmail]);
  const form = useForm<TChangeEmailForm>({
    resolver: zodResolver(schema),
    defaultValues: { email: props.currentEmail, currentPassword: '' },
    ...CHECKED_ON_SUBMIT,
  });
  const { errors } = form.formState;
  const changed = form.watch('email').trim() !== props.currentEmail;
  // Typing in either field clears what the last try said.
  const clearErrors = () => form.clearErrors();
  const errorOf = (field: keyof TChangeEmailForm) => {
    const code = errorCodeAt(errors, field);
    return code && translateCode(t, code);
  };

  const send = async (values: TChangeEmailForm, value: string) => {
    try {
      return await spinner.track(
        request.mutateAsync({
          id: props.userId,
          email: value,
          currentPassword: values.currentPassword,
          locale: currentLocale(),
        }),
      );
    } catch (failure) {
      if (setServerFieldErrors(form.setError, failure, { accept: oneOf(['currentPassword']) })[0]) {
        return null;
      }
      const message = refusalText(t, failure, 'form.could_not_send');
      await openDialog({ title: t('dialog.error'), message });
      return null;
    }
  };

  const onValid = async (values: TChangeEmailForm) => {
    const value = values.email.trim();
    if (!changed) {
      props.onClose();
      return;
    }
    const answer = await send(values, value);
    if (!answer) return;
    props.onClose();
    await openDialog({
      title: t('profile.check_inbox_title'),
      message: [t('profile.check_inbox', { email: answer.pendingEmail ?? value })],
    });
  };

  return (
    <FormModal
      opened={props.opened}
      onClose={props.onClose}
      title={t('profile.change_email_title')}
      onSubmit={form.handleSubmit(onValid)}
    >
      <TextInput
        type="email"
        label={t('profile.new_email')}
        autoComplete="email"
        {...form.register('email', { onChange: clearErrors })}
        error={errorOf('email')}
        data-autofocus
        required
      />
      {changed && (
        <>
          <PasswordInput
            label={t('profile.current_password')}
            autoComplete="current-password"
            {...form.register('currentPassword', { onChange: clearErrors })}
            error={errorOf('currentPassword')}
            required
          />
          <Text size="sm" c="dimmed">
            {t('profile.email_confirm_hint')}
          </Text>
        </>
      )}
      <ModalFormActions onCancel={props.onClose} />
    </FormModal>
  );
}
