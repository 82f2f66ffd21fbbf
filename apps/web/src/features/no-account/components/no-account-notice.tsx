import { Anchor, Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconUserQuestion } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useTranslation } from '@/i18n/use-translation';

/**
 * Explains that an account is needed. The logged-out variant offers Back (to /login)
 * and Continue (to /home); the other a login button. Billboard and news reuse it.
 */
export function NoAccountNotice(props: { variant: 'logged-out' | 'login-button' }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} maw={560} mx="auto" shadow="xs">
      <Stack gap="md" align="center" ta="center">
        <ThemeIcon size={64} radius="xl" variant="light">
          <IconUserQuestion size={36} aria-hidden />
        </ThemeIcon>
        <Title order={2}>{t('no_account.title')}</Title>
        <Text lh={1.6}>{t('no_account.text')}</Text>
        {props.variant === 'logged-out' ? (
          <Group gap="sm" justify="center">
            <Button component={Link} to={paths.login()} variant="default">
              {t('no_account.back')}
            </Button>
            <Button component={Link} to={paths.home()}>
              {t('no_account.continue')}
            </Button>
          </Group>
        ) : (
          <Button component={Link} to={paths.login()}>
            {t('no_account.login')}
          </Button>
        )}
        <Anchor component={Link} to={paths.accountCreation()} size="sm">
          {t('no_account.request')}
        </Anchor>
      </Stack>
    </Card>
  );
}
