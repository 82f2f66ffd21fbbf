import { type TLoginForm, ZLoginForm } from '@habitat/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { PasswordInput, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { translateCode } from '@/i18n/setup';
import { useTranslation } from '@/i18n/use-translation';
import { CHECKED_ON_SUBMIT } from '@/lib/forms/checked-on-submit';
import { errorCodeAt } from '@/lib/forms/server-field-errors';

/**
 * A sign-in form (residents' and managers'): checked by the shared ZLoginForm when sent, an
 * error staying until the next try; the user name has the focus.
 */
export function useLoginForm() {
  const form = useForm<TLoginForm>({
    resolver: zodResolver(ZLoginForm),
    defaultValues: { username: '', password: '', rememberMe: false },
    ...CHECKED_ON_SUBMIT,
  });
  const { setFocus } = form;
  useEffect(() => setFocus('username'), [setFocus]);
  return form;
}

/** The user name and password of a sign-in form. */
export function CredentialsFields(props: { form: UseFormReturn<TLoginForm> }) {
  const { t } = useTranslation();
  const { register, formState } = props.form;
  const errorOf = (field: keyof TLoginForm) => {
    const code = errorCodeAt(formState.errors, field);
    return code && translateCode(t, code);
  };
  return (
    <>
      <TextInput
        label={t('login.username')}
        autoComplete="username"
        inputMode="email"
        {...register('username')}
        error={errorOf('username')}
        required
      />
      <PasswordInput
        label={t('login.password')}
        autoComplete="current-password"
        {...register('password')}
        error={errorOf('password')}
        required
      />
    </>
  );
}
