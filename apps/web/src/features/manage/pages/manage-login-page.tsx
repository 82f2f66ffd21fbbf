import {
  Alert,
  Anchor,
  Button,
  Center,
  Group,
  Image,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useBrand } from '../../../brand';
import { useAppConfig } from '../../../config/app-config';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n/use-translation';
import { useSpinner } from '../../../ui/spinner';
import { useSessionExpired, useStartSession } from '../../session';
import { LanguageSwitch } from '../components/language-switch';
import { authenticateManager, ManageLoginError, type TManageLoginFailure } from '../login';
import { managePaths } from '../paths';

const FAILURE_KEYS = {
  credentials: 'login.error_401',
  throttled: 'errors.too_many_requests',
  unavailable: 'login.error_rest',
  tenant: 'manage.login.tenant_refused',
  organization: 'errors.invalid_organization',
} as const satisfies Record<TManageLoginFailure, string>;

/** /manage/login: managers sign in here; a tenant is told to use the resident sign-in. */
export function ManageLoginPage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const config = useAppConfig();
  const spinner = useSpinner();
  const startSession = useStartSession();
  const navigate = useNavigate();
  const expired = useSessionExpired();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<{ username?: boolean; password?: boolean }>({});
  const [failure, setFailure] = useState<TManageLoginFailure | null>(null);
  const usernameRef = useRef<HTMLInputElement>(null);

  useEffect(() => usernameRef.current?.focus(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const nowMissing = { username: !username.trim(), password: !password };
    setMissing(nowMissing);
    setFailure(null);
    if (nowMissing.username || nowMissing.password) return;
    try {
      const { session, me } = await spinner.track(
        authenticateManager({ username, password, organization: config.organization }),
      );
      startSession(session, me);
      void navigate(managePaths.dashboard(), { replace: true });
    } catch (error) {
      setPassword('');
      setFailure(error instanceof ManageLoginError ? error.reason : 'unavailable');
    }
  };

  return (
    <Center component="main" id="main" mih="100dvh" p="md">
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={440}>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Group justify="center" gap="sm">
              <Image src={brand.iconPath} alt="" w={40} h={40} />
              <Title order={1} fz={26}>
                {t('manage.login.title')}
              </Title>
            </Group>
            <Text ta="center" c="dimmed">
              {t('manage.login.intro')}
            </Text>
            {expired && (
              <Alert color="orange" variant="light">
                {t('login.session_expired')}
              </Alert>
            )}
            {failure && (
              <Alert color="red" variant="light" role="alert">
                <Stack gap={6}>
                  <Text size="sm">{t(FAILURE_KEYS[failure])}</Text>
                  {failure === 'tenant' && (
                    <Anchor component={Link} to={paths.login()} size="sm" fw={600}>
                      {t('manage.login.resident_link')}
                    </Anchor>
                  )}
                </Stack>
              </Alert>
            )}
            <TextInput
              ref={usernameRef}
              label={t('login.username')}
              name="username"
              autoComplete="username"
              inputMode="email"
              value={username}
              onChange={(event) => setUsername(event.currentTarget.value)}
              error={missing.username ? t('errors.required') : undefined}
              required
            />
            <PasswordInput
              label={t('login.password')}
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              error={missing.password ? t('errors.required') : undefined}
              required
            />
            <Button type="submit" size="md" fullWidth>
              {t('manage.login.submit')}
            </Button>
            <Group justify="center">
              <LanguageSwitch />
            </Group>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
