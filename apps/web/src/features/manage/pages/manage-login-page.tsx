import type { TLoginForm } from '@habitat/shared';
import {
  Alert,
  Anchor,
  Button,
  Center,
  Group,
  Image,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useBrand } from '@/brand';
import { useAppConfig } from '@/config/app-config';
import { paths } from '@/config/paths';
import { CredentialsFields, useLoginForm } from '@/features/auth/components/credentials-fields';
import { useSessionExpired, useStartSession } from '@/features/session';
import { useTranslation } from '@/i18n/use-translation';
import { useSpinner } from '@/ui/spinner';
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
  const form = useLoginForm();
  const [failure, setFailure] = useState<TManageLoginFailure | null>(null);

  const onValid = async ({ username, password }: TLoginForm) => {
    try {
      const { session, me } = await spinner.track(
        authenticateManager({ username, password, organization: config.organization }),
      );
      startSession(session, me);
      void navigate(managePaths.dashboard(), { replace: true });
    } catch (error) {
      form.setValue('password', '');
      setFailure(error instanceof ManageLoginError ? error.reason : 'unavailable');
    }
  };

  return (
    <Center component="main" id="main" mih="100dvh" p="md">
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={440}>
        {/* Off the form kit (lib/forms): the sign-in fields of the first page, as light. */}
        <form
          onSubmit={(event) => {
            setFailure(null);
            form.onSubmit(onValid)(event);
          }}
          noValidate
        >
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
            <CredentialsFields form={form} />
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
