import {
  Anchor,
  Button,
  Checkbox,
  Group,
  PasswordInput,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useBrand, useLocalized } from '../../../brand';
import { useAppConfig } from '../../../config/app-config';
import { paths } from '../../../config/paths';
import { returnPathOf } from '../../../config/return-path';
import { useTranslation } from '../../../i18n/use-translation';
import { openDialog } from '../../../ui/dialog';
import { useLayoutKind } from '../../../ui/form-factor';
import { useSpinner } from '../../../ui/spinner';
import { useStartSession } from '../../session';
import { loginErrorDialog } from '../login-errors';
import { authenticate, LoginError } from '../login-flow';

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
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [errors, setErrors] = useState<{ username?: string; password?: string }>({});
  const usernameRef = useRef<HTMLInputElement>(null);

  useEffect(() => usernameRef.current?.focus(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = {
      username: username.trim() ? undefined : t('errors.required'),
      password: password ? undefined : t('errors.required'),
    };
    setErrors(missing);
    if (missing.username || missing.password) return;

    try {
      const { session, me } = await spinner.track(
        authenticate({ username, password, rememberMe: desktop && rememberMe, config }),
      );
      startSession(session, me);
      void navigate(afterLogin, { replace: true });
    } catch (error) {
      const reason = error instanceof LoginError ? error.reason : 'unavailable';
      // A refused user starts over: no token was kept, the password is cleared.
      if (reason !== 'credentials' && reason !== 'unavailable') setPassword('');
      const support = brand.supportContact ? localized(brand.supportContact) : null;
      await openDialog(loginErrorDialog(reason, t, support));
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Title order={2} ta="center">
          {t('login.form_title')}
        </Title>
        <TextInput
          ref={usernameRef}
          label={t('login.username')}
          name="username"
          autoComplete="username"
          inputMode="email"
          value={username}
          onChange={(event) => setUsername(event.currentTarget.value)}
          error={errors.username}
          required
        />
        <PasswordInput
          label={t('login.password')}
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={errors.password}
          required
        />
        {desktop && (
          <Checkbox
            label={t('login.remember_me')}
            checked={rememberMe}
            onChange={(event) => setRememberMe(event.currentTarget.checked)}
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
