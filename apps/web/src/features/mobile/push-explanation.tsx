import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBell, IconCalendarEvent, IconMessage, IconSpeakerphone } from '@tabler/icons-react';
import { useBrand } from '@/brand';
import { useTranslation } from '@/i18n/use-translation';
import { useLayoutKind } from '@/ui/form-factor';

/**
 * Before the system's permission prompt, once after sign-in: what notifications bring, then
 * Allow (the prompt follows) or Not now. Full screen on a phone, a dialog on a wider screen.
 */
export function PushExplanation(props: {
  opened: boolean;
  busy: boolean;
  onAllow: () => void;
  onLater: () => void;
}) {
  const { t } = useTranslation();
  const brand = useBrand();
  const phone = useLayoutKind() === 'mobile';
  const reasons = [
    { icon: IconMessage, text: t('mobile.push.reply') },
    { icon: IconCalendarEvent, text: t('mobile.push.booking') },
    { icon: IconSpeakerphone, text: t('mobile.push.news') },
  ];
  return (
    <Modal
      opened={props.opened}
      onClose={props.onLater}
      fullScreen={phone}
      centered
      radius={phone ? 0 : 'lg'}
      title={t('mobile.push.title')}
      closeButtonProps={{ 'aria-label': t('dialog.close') }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-xl)' } }}
    >
      <Stack gap="lg" pb="md">
        <ThemeIcon size={64} radius="xl" variant="light" mx="auto" aria-hidden>
          <IconBell size={36} stroke={1.6} />
        </ThemeIcon>
        <Text>{t('mobile.push.intro', { app: brand.appTitle })}</Text>
        <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
          {reasons.map(({ icon: Icon, text }) => (
            <Group component="li" key={text} gap="sm" wrap="nowrap" align="center">
              <ThemeIcon
                size={32}
                radius="xl"
                variant="light"
                aria-hidden
                style={{ flexShrink: 0 }}
              >
                <Icon size={18} />
              </ThemeIcon>
              <Text>{text}</Text>
            </Group>
          ))}
        </Stack>
        <Text size="sm" c="dimmed">
          {t('mobile.push.note')}
        </Text>
        <Stack gap="xs">
          <Button size="md" onClick={props.onAllow} loading={props.busy}>
            {t('mobile.push.allow')}
          </Button>
          <Button size="md" variant="subtle" onClick={props.onLater} disabled={props.busy}>
            {t('mobile.push.later')}
          </Button>
        </Stack>
      </Stack>
    </Modal>
  );
}
