import { checkForgotPasswordForm, type TForgotPasswordForm } from '@habitat/shared';
import { Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useAppConfig } from '@/config/app-config';
import { currentLocale } from '@/i18n/setup';
import { useTranslation } from '@/i18n/use-translation';
import { openDialog } from '@/ui/dialog';
import { useSpinner } from '@/ui/spinner';
import { requestPasswordReset } from '../api';
import { useSignInForm } from '../sign-in-form';

/** Forgot-password panel: nothing happens while the e-mail is empty (docs/product.md: Field rules). */
export function ForgotForm(props: { onBack: () => void; onSent: () => void }) {
  const { t } = useTranslation();
  const config = useAppConfig();
  const spinner = useSpinner();
  // An empty address shows no error: the form just waits (checkForgotPasswordForm).
  const form = useSignInForm<TForgotPasswordForm>({ email: '' }, checkForgotPasswordForm, 'email');

  const onValid = async (values: TForgotPasswordForm) => {
    const address = values.email.trim();
    try {
      await spinner.track(
        requestPasswordReset({ email: address, locale: currentLocale(), brand: config.brand }),
      );
    } catch {
      await openDialog({ title: t('dialog.error'), message: t('login.error_rest') });
      return;
    }
    await openDialog({ title: t('login.forgot.sent_title'), message: t('login.forgot.sent') });
    props.onSent();
  };

  // Off the form kit (lib/forms): the first page's weight, no react-hook-form there.
  return (
    <form onSubmit={form.onSubmit(onValid)} noValidate>
      <Stack gap="md">
        <Stack gap={4} ta="center">
          <Title order={2}>{t('login.forgot.title')}</Title>
          <Text c="dimmed" size="sm">
            {t('login.forgot.text')}
          </Text>
        </Stack>
        <TextInput
          type="email"
          label={t('login.forgot.email')}
          autoComplete="email"
          {...form.text('email')}
        />
        <Button type="submit" size="md" fullWidth>
          {t('login.forgot.send')}
        </Button>
        <Anchor component="button" type="button" size="sm" onClick={props.onBack} mx="auto">
          {t('login.back')}
        </Anchor>
      </Stack>
    </form>
  );
}
