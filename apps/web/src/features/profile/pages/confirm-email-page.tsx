import { Alert, Anchor, Button, Card, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { meQueryKey, useLoggedIn } from '@/features/session';
import { translateCode } from '@/i18n/setup';
import { useTranslation } from '@/i18n/use-translation';
import { isApiError } from '@/lib/api-client';
import { confirmEmail } from '../api';

/**
 * /confirm-email/:token, the link mailed to a new address. The change waits for a click: mail
 * scanners that open links must not spend the token, and it works on any device, signed in or not.
 */
export function ConfirmEmailPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const loggedIn = useLoggedIn();
  const queryClient = useQueryClient();
  const confirm = useMutation({
    mutationFn: () => confirmEmail(token),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
  const next = loggedIn
    ? { to: paths.profile(), label: t('profile.go_to_profile') }
    : { to: paths.login(), label: t('profile.go_to_login') };
  const failure = confirm.error;

  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={480} mx="auto" shadow="xs">
      <Stack gap="md">
        {confirm.isSuccess ? (
          <Alert color="teal" variant="light" role="status">
            {t('profile.email_confirmed', { email: confirm.data.email })}
          </Alert>
        ) : failure ? (
          <Alert color="red" variant="light" role="alert">
            {isApiError(failure)
              ? translateCode(t, failure.code, failure.message)
              : t('errors.platform_error')}
          </Alert>
        ) : (
          <>
            <Text>{t('profile.confirm_email_text')}</Text>
            <Button size="md" loading={confirm.isPending} onClick={() => confirm.mutate()}>
              {t('profile.confirm_email_button')}
            </Button>
          </>
        )}
        {(confirm.isSuccess || failure) && (
          <Anchor component={Link} to={next.to}>
            {next.label}
          </Anchor>
        )}
      </Stack>
    </Card>
  );
}
