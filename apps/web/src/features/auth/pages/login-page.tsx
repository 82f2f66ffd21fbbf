import { Alert, Center, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { IconClockExclamation } from '@tabler/icons-react';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { useBrand } from '@/brand';
import { returnPathOf } from '@/config/return-path';
import { useSessionExpired } from '@/features/session';
import { useTranslation } from '@/i18n/use-translation';
import { ForgotForm } from '../components/forgot-form';
import { IntroPanel } from '../components/intro-panel';
import { LanguageLink } from '../components/language-link';
import { LoginForm } from '../components/login-form';

type TPanel = 'intro' | 'login' | 'forgot';

/** Why the visitor is here again: the server ended their session (401). */
function SessionExpiredNotice() {
  const { t } = useTranslation();
  return (
    <Alert
      color="orange"
      variant="light"
      radius="md"
      icon={<IconClockExclamation size={20} aria-hidden />}
    >
      {t('login.session_expired')}
    </Alert>
  );
}

/** / and /login: intro, login and forgot-password panels (docs/product.md: Screens). */
export function LoginPage() {
  const brand = useBrand();
  const expired = useSessionExpired();
  const returning = returnPathOf(useLocation().state) !== null;
  // Sent here to sign in (an ended session, a page that needs one): the form comes first.
  const [panel, setPanel] = useState<TPanel>(expired || returning ? 'login' : 'intro');

  return (
    <Center py={{ base: 'md', sm: 'xl' }}>
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={440}>
        <Stack gap="lg">
          <Group justify="center" gap="sm">
            <Image src={brand.iconPath} alt="" w={48} h={48} />
            <Text fw={800} fz={28}>
              {brand.appTitle}
            </Text>
          </Group>
          {expired && <SessionExpiredNotice />}
          {panel === 'intro' && (
            <IntroPanel onLogin={() => setPanel('login')} onForgot={() => setPanel('forgot')} />
          )}
          {panel === 'login' && (
            <LoginForm onBack={() => setPanel('intro')} onForgot={() => setPanel('forgot')} />
          )}
          {panel === 'forgot' && (
            <ForgotForm onBack={() => setPanel('login')} onSent={() => setPanel('login')} />
          )}
          <Group justify="center">
            <LanguageLink />
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}
