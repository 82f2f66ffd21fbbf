import {
  passwordPageWelcome,
  type TPasswordPageWelcome,
  type TResetPasswordForm,
  ZResetPasswordForm,
} from '@habitat/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Card, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useAppConfig } from '@/config/app-config';
import { paths } from '@/config/paths';
import { useStartSession } from '@/features/session';
import { translateCode } from '@/i18n/setup';
import { useTranslation } from '@/i18n/use-translation';
import { isApiError } from '@/lib/api-client';
import { FormCard } from '@/lib/forms/form-card';
import { refusalText } from '@/lib/forms/refusal-text';
import { openDialog } from '@/ui/dialog';
import { useSpinner } from '@/ui/spinner';
import { acceptInvitation, resetPassword } from '../api';
import { loginErrorDialog } from '../login-errors';
import { LoginError } from '../login-flow';
import { welcomeSession } from '../welcome-session';

const TOKEN_REFUSED = 'reset_password_token_not_found_or_expired';

/** The welcome form's words, by what the mail was (PASSWORD_PAGE_WELCOMES). */
const WELCOME_KEYS = {
  resident: { title: 'reset_password.welcome_title', text: 'reset_password.welcome_text' },
  passwordSet: { title: 'reset_password.set_title', text: 'reset_password.set_text' },
  manager: { title: 'reset_password.welcome_title', text: 'reset_password.manager_text' },
} as const satisfies Record<TPasswordPageWelcome, { title: string; text: string }>;

/**
 * /reset_password?token=: new password and confirmation; success goes to /welcome (docs/product.md: Screens).
 * With `&invitation=` (a mail a manager's action sent: an approval, a lease, a password-set link,
 * a new manager's invitation) it is a welcome form: the person chooses the password and is
 * signed in, a resident to /home, a manager to the console.
 * Each error is said once: a field's own (empty, different, too short) beside the field, which
 * takes the focus; a refused link or a failure of the server in a dialog.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const token = search.get('token');
  const welcomeKind = passwordPageWelcome(search.get('invitation'));
  const invitation = welcomeKind !== null;
  const navigate = useNavigate();
  const spinner = useSpinner();
  const config = useAppConfig();
  const startSession = useStartSession();
  const form = useForm<TResetPasswordForm>({
    resolver: zodResolver(ZResetPasswordForm),
    defaultValues: { password: '', repeat: '' },
    mode: 'onTouched',
  });
  const { errors } = form.formState;

  if (!token) {
    return (
      <Card withBorder radius="lg" p="lg" maw={480} mx="auto">
        <Stack>
          <Alert color="red" variant="light" role="alert">
            {t('errors.reset_password_token_not_found_or_expired')}
          </Alert>
          <Text>{t('reset_password.missing_token')}</Text>
          <Anchor component={Link} to={paths.login()}>
            {t('reset_password.go_to_login')}
          </Anchor>
        </Stack>
      </Card>
    );
  }

  /** The password, then the session the server answers: a resident is home, a manager in the console. */
  const welcome = async (password: string) => {
    const login = await spinner.track(acceptInvitation(token, password));
    try {
      const { session, me, to } = await spinner.track(welcomeSession(login, config));
      startSession(session, me);
      void navigate(to, { replace: true });
    } catch (error) {
      const reason = error instanceof LoginError ? error.reason : 'unavailable';
      await openDialog(loginErrorDialog(reason, t, null));
      void navigate(paths.login(), { replace: true });
    }
  };

  const onValid = async (values: TResetPasswordForm) => {
    try {
      if (invitation) return await welcome(values.password);
      await spinner.track(resetPassword(token, values.password));
    } catch (error) {
      if (isApiError(error) && error.code === TOKEN_REFUSED) {
        await openDialog({
          title: t('dialog.server_error'),
          message: t(`errors.${TOKEN_REFUSED}`),
        });
        return;
      }
      // A refused password is the field's own error: said once, beside the field.
      if (isApiError(error) && error.code === 'password_too_short') {
        form.setError('password', { message: error.code }, { shouldFocus: true });
        return;
      }
      const message = refusalText(t, error);
      await openDialog({ title: t('dialog.error'), message });
      return;
    }
    await openDialog({
      title: t('reset_password.success_title'),
      message: t('reset_password.success'),
    });
    void navigate(paths.welcome(), { replace: true });
  };

  return (
    <FormCard
      maw={480}
      heading={welcomeKind ? t(WELCOME_KEYS[welcomeKind].title) : undefined}
      intro={welcomeKind ? t(WELCOME_KEYS[welcomeKind].text) : t('reset_password.text')}
      onSubmit={form.handleSubmit(onValid)}
    >
      <PasswordInput
        label={t('reset_password.password')}
        autoComplete="new-password"
        required
        {...form.register('password', { deps: ['repeat'] })}
        error={errors.password?.message && translateCode(t, errors.password.message)}
      />
      <PasswordInput
        label={t('reset_password.repeat')}
        autoComplete="new-password"
        required
        {...form.register('repeat')}
        error={errors.repeat?.message && translateCode(t, errors.repeat.message)}
      />
      <Button type="submit" size="md">
        {invitation ? t('reset_password.welcome_save') : t('reset_password.save')}
      </Button>
    </FormCard>
  );
}
