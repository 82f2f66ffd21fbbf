import { Center, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useBrand } from '../../../brand';
import { ForgotForm } from '../components/forgot-form';
import { IntroPanel } from '../components/intro-panel';
import { LanguageLink } from '../components/language-link';
import { LoginForm } from '../components/login-form';

type TPanel = 'intro' | 'login' | 'forgot';

/** / and /login: intro, login and forgot-password panels (docs/product.md: Screens). */
export function LoginPage() {
  const brand = useBrand();
  const [panel, setPanel] = useState<TPanel>('intro');

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
