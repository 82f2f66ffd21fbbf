import { Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDevicesOff, IconLogout } from '@tabler/icons-react';
import { useLogout } from '@/features/session';
import { useTranslation } from '@/i18n/use-translation';
import { refusalText } from '@/lib/forms/refusal-text';
import { openDialog } from '@/ui/dialog';
import { useSpinner } from '@/ui/spinner';
import { logoutEverywhere } from '../api';

/**
 * Log out ends this device's session only; log out everywhere, once confirmed, ends every
 * session of the account and its calendar link, and leaves only once the server has done it.
 */
export function SignOutActions() {
  const { t } = useTranslation();
  const spinner = useSpinner();
  const logout = useLogout();
  const leave = useLogout({ endOnServer: false });

  const everywhere = async () => {
    const answer = await openDialog({
      title: t('profile.logout_everywhere_title'),
      message: t('profile.logout_everywhere_text'),
      actions: [
        { label: t('profile.logout_everywhere_no'), value: 'no' },
        { label: t('profile.logout_everywhere_yes'), value: 'yes', destructive: true },
      ],
    });
    if (answer !== 'yes') return;
    try {
      await spinner.track(logoutEverywhere());
    } catch (failure) {
      await openDialog({
        title: t('dialog.oops'),
        message: refusalText(t, failure, 'form.could_not_send'),
      });
      return;
    }
    notifications.show({ message: t('profile.logout_everywhere_done'), color: 'teal' });
    leave();
  };

  return (
    <Stack gap="lg" align="center">
      <Stack gap={4} align="center">
        <Button
          color="red"
          variant="outline"
          size="md"
          leftSection={<IconLogout size={18} aria-hidden />}
          onClick={logout}
          aria-describedby="logout-hint"
        >
          {t('profile.logout')}
        </Button>
        <Text id="logout-hint" size="sm" c="dimmed" ta="center">
          {t('profile.logout_hint')}
        </Text>
      </Stack>
      <Stack gap={4} align="center">
        <Button
          color="red"
          variant="subtle"
          leftSection={<IconDevicesOff size={18} aria-hidden />}
          onClick={() => void everywhere()}
          aria-describedby="logout-everywhere-hint"
        >
          {t('profile.logout_everywhere')}
        </Button>
        <Text id="logout-everywhere-hint" size="sm" c="dimmed" ta="center">
          {t('profile.logout_everywhere_hint')}
        </Text>
      </Stack>
    </Stack>
  );
}
