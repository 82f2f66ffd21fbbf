import type { TLoginForm } from '@habitat/shared';
import { Anchor, Button, Group, Stack, Title } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';
import { useBrand, useLocalized } from '@/brand';
import { useAppConfig } from '@/config/app-config';
import { paths } from '@/config/paths';
import { returnPathOf } from '@/config/return-path';
import { useStartSession } from '@/features/session';
import { useTranslation } from '@/i18n/use-translation';
import { openDialog } from '@/ui/dialog';
import { useLayoutKind } from '@/ui/form-factor';
import { useSpinner } from '@/ui/spinner';
import { brandSupportContact } from '../brand-support';
import { loginErrorDialog } from '../login-errors';
import { authenticate, LoginError } from '../login-flow';
import { CredentialsFields, useLoginForm } from './credentials-fields';
import { RememberMe } from './remember-me';

export function LoginForm(props: { onBack: () => void; onForgot: () => void }) {
  const { t } = useTranslation();
  const config = useAppConfig();
  const brand = useBrand();
  const localized = useLocalized();
  const spinner = useSpinner();
  const startSession = useStartSession();
  const navigate = useNavigate();
  // Sent here from a page that needs a session: back to it after sign-in, else home.
  const afterLogin = returnPathOf(useLocation().state) ?? paths.home();
  const desktop = useLayoutKind() === 'desktop';
  const form = useLoginForm();

  const onValid = async ({ username, password, rememberMe }: TLoginForm) => {
    try {
      const { session, me } = await spinner.track(
        authenticate({ username, password, rememberMe: desktop && rememberMe === true, config }),
      );
      startSession(session, me);
      void navigate(afterLogin, { replace: true });
    } catch (error) {
      const reason = error instanceof LoginError ? error.reason : 'unavailable';
      // A refused user starts over: no token was kept, the password is cleared.
      if (reason !== 'credentials' && reason !== 'unavailable') form.setValue('password', '');
      const supportContact = brandSupportContact[brand.id];
      const support = supportContact ? localized(supportContact) : null;
      await openDialog(loginErrorDialog(reason, t, support));
    }
  };

  // Off the form kit (lib/forms): the first page's weight, no react-hook-form there.
  return (
    <form onSubmit={form.onSubmit(onValid)} noValidate>
      <Stack gap="md">
        <Title order={2} ta="center">
          {t('login.form_title')}
        </Title>
        <CredentialsFields form={form} />
        {desktop && (
          <RememberMe
            label={t('login.remember_me')}
            checked={form.values.rememberMe === true}
            onChange={(checked) => form.setValue('rememberMe', checked)}
          />
        )}
        <Button type="submit" size="md" fullWidth>
          {t('login.submit')}
        </Button>
        <Group justify="space-between">
          <Anchor component="button" type="button" size="sm" onClick={props.onBack}>
            {t('login.back')}
          </Anchor>
          <Anchor component="button" type="button" size="sm" onClick={props.onForgot}>
            {t('login.forgot_password')}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
