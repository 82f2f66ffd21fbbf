import { Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useTranslation } from '@/i18n/use-translation';

export function IntroPanel(props: { onLogin: () => void; onForgot: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Stack gap={4} ta="center">
        <Title order={2}>{t('login.intro_title')}</Title>
        <Text c="dimmed">{t('login.intro_text')}</Text>
      </Stack>
      <Button size="md" fullWidth onClick={props.onLogin}>
        {t('login.open_session')}
      </Button>
      <Button
        size="md"
        fullWidth
        variant="light"
        component={Link}
        to={paths.noAccount({ loggedOut: true })}
      >
        {t('login.no_account')}
      </Button>
      <Anchor component="button" type="button" size="sm" onClick={props.onForgot} mx="auto">
        {t('login.forgot_password')}
      </Anchor>
    </Stack>
  );
}
