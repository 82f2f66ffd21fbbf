import { formatPrice } from '@habitat/shared';
import { Alert, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBell, IconChevronRight, IconLock, IconMail } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { CalendarFeedCard } from '@/features/bookings';
import { useMe, useUserProperty } from '@/features/session';
import { currentLocale } from '@/i18n/setup';
import { useTranslation } from '@/i18n/use-translation';
import { InfoList } from '../components/info-list';
import { SignOutActions } from '../components/sign-out-actions';

// Loaded on demand: their checks pull the validation library.
const ChangeEmailModal = lazy(() =>
  import('../components/change-email-modal').then((m) => ({ default: m.ChangeEmailModal })),
);
const ChangePasswordModal = lazy(() =>
  import('../components/change-password-modal').then((m) => ({
    default: m.ChangePasswordModal,
  })),
);

/** /profile: address, unit, payment number, name, phone, e-mail, rent, logout (docs/product.md: Screens). */
export function ProfilePage() {
  const { t } = useTranslation();
  const me = useMe();
  const lease = me.data?.lease ?? null;
  // The profile shows the address of the lease's property (the user's property, lease first).
  const property = useUserProperty();
  const [emailOpened, emailModal] = useDisclosure(false);
  const [passwordOpened, passwordModal] = useDisclosure(false);
  const notProvided = (
    <Text span c="dimmed" fw={400}>
      {t('profile.not_provided')}
    </Text>
  );

  if (me.isPending) {
    return (
      <Stack maw={760} mx="auto" role="status" aria-label={t('app.loading')}>
        <Skeleton h={160} radius="lg" />
        <Skeleton h={160} radius="lg" />
      </Stack>
    );
  }
  if (!me.data) {
    return (
      <Alert color="red" maw={760} mx="auto" role="alert">
        {t('profile.load_error')}
      </Alert>
    );
  }
  const user = me.data;

  return (
    <Stack maw={760} mx="auto" gap="lg">
      <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="xs">
        <Stack gap="md">
          <Title order={2} size="h3">
            {t('profile.home_section')}
          </Title>
          {lease ? (
            <InfoList
              items={[
                {
                  label: t('profile.address'),
                  value: property.data ? (
                    property.data.address.full
                  ) : property.isError ? (
                    notProvided
                  ) : (
                    <Skeleton h={20} w="80%" aria-label={t('app.loading')} />
                  ),
                },
                { label: t('profile.unit'), value: lease.unitNumber },
                { label: t('profile.payment_number'), value: lease.paymentNumber ?? notProvided },
                {
                  label: t('profile.rent'),
                  value: t('profile.rent_value', {
                    amount: formatPrice(lease.rent, currentLocale()),
                  }),
                },
              ]}
            />
          ) : (
            <Text c="dimmed">{t('profile.no_lease')}</Text>
          )}
        </Stack>
      </Card>

      <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="xs">
        <Stack gap="md">
          <Title order={2} size="h3">
            {t('profile.contact_section')}
          </Title>
          <InfoList
            items={[
              { label: t('profile.name'), value: `${user.firstName} ${user.lastName}` },
              { label: t('profile.phone'), value: user.phone || notProvided },
              { label: t('profile.email'), value: user.email },
            ]}
          />
          <Group>
            <Button
              variant="light"
              leftSection={<IconMail size={16} aria-hidden />}
              onClick={emailModal.open}
            >
              {t('profile.change_email')}
            </Button>
            <Button
              variant="light"
              leftSection={<IconLock size={16} aria-hidden />}
              onClick={passwordModal.open}
            >
              {t('profile.change_password')}
            </Button>
          </Group>
        </Stack>
      </Card>

      <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="xs">
        <Stack gap="sm" align="flex-start">
          <Title order={2} size="h3">
            {t('profile.notifications')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('profile.notifications_hint')}
          </Text>
          <Button
            variant="light"
            component={Link}
            to={paths.notificationSettings()}
            leftSection={<IconBell size={16} aria-hidden />}
            rightSection={<IconChevronRight size={16} aria-hidden />}
          >
            {t('profile.notifications_open')}
          </Button>
        </Stack>
      </Card>

      <CalendarFeedCard />

      <SignOutActions />

      {emailOpened && (
        <Suspense fallback={null}>
          <ChangeEmailModal
            opened={emailOpened}
            onClose={emailModal.close}
            userId={user.id}
            currentEmail={user.email}
          />
        </Suspense>
      )}
      {passwordOpened && (
        <Suspense fallback={null}>
          <ChangePasswordModal opened={passwordOpened} onClose={passwordModal.close} />
        </Suspense>
      )}
    </Stack>
  );
}
