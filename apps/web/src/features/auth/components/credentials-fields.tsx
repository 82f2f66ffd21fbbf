import { checkLoginForm, type TLoginForm } from '@habitat/shared';
import { PasswordInput, TextInput } from '@mantine/core';
import { translateCode } from '@/i18n/setup';
import { useTranslation } from '@/i18n/use-translation';
import { useSignInForm } from '../sign-in-form';

/**
 * A sign-in form (residents' and managers'): checked by the shared checkLoginForm when sent, an
 * error staying until the next try; the user name has the focus.
 */
export function useLoginForm() {
  return useSignInForm<TLoginForm>(
    { username: '', password: '', rememberMe: false },
    checkLoginForm,
    'username',
  );
}
export type TLoginFormState = ReturnType<typeof useLoginForm>;

/** The user name and password of a sign-in form. */
export function CredentialsFields(props: { form: TLoginFormState }) {
  const { t } = useTranslation();
  const { text, errors } = props.form;
  const errorOf = (field: 'username' | 'password') => {
    const code = errors[field];
    return code && translateCode(t, code);
  };
  return (
    <>
      <TextInput
        label={t('login.username')}
        autoComplete="username"
        inputMode="email"
        {...text('username')}
        error={errorOf('username')}
        required
      />
      <PasswordInput
        label={t('login.password')}
        autoComplete="current-password"
        {...text('password')}
        error={errorOf('password')}
        required
      />
    </>
  );
}
