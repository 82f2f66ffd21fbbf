import { formatListDateTime, type TWaitlistEntry } from '@habitat/shared';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconHourglass, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useLocalized } from '@/brand';
import { translateCode } from '@/i18n/setup';
import { useTranslation } from '@/i18n/use-translation';
import { isApiError } from '@/lib/api-client';
import { openErrorDialog } from '@/ui/dialog';
import { useSpinner } from '@/ui/spinner';
import { inLine, useAcceptOffer, useLeaveWaitlist, useMyWaitlist } from '../api/waitlists';
import { OfferPayment } from './offer-payment';

/** A refusal in words (errors.<code>, else the server's message). */
function useShowError() {
  const { t } = useTranslation();
  return (error: unknown) =>
    openErrorDialog(
      isApiError(error) ? translateCode(t, error.code, error.message) : t('errors.platform_error'),
    );
}

function WaitlistRow(props: {
  entry: TWaitlistEntry;
  highlighted: boolean;
  /** Opens the card step of a paid offer. */
  onPay: () => void;
}) {
  const { entry } = props;
  const { t } = useTranslation();
  const localized = useLocalized();
  const spinner = useSpinner();
  const accept = useAcceptOffer();
  const leave = useLeaveWaitlist();
  const showError = useShowError();
  const service = localized(entry.service.name);
  const calendar = localized((entry.event ?? entry.entity)?.name ?? { fr: '', en: '' });
  const start = formatListDateTime(entry.start, entry.timeZone);
  const offered = entry.status === 'offered';
  const titleId = `waitlist-${entry.id}`;

  const run = async (action: Promise<unknown>, done: string) => {
    try {
      await spinner.track(action);
      notifications.show({ message: done, color: 'green' });
    } catch (error) {
      await showError(error);
    }
  };

  return (
    <Paper
      component="li"
      withBorder
      radius="lg"
      p="sm"
      aria-labelledby={titleId}
      bg={offered ? 'teal.0' : undefined}
      style={props.highlighted ? { outline: '2px solid var(--mantine-color-teal-6)' } : undefined}
    >
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={600} id={titleId}>
            {service}
            {calendar && ` · ${calendar}`}
          </Text>
          <Badge variant="light" color={offered ? 'teal' : 'gray'}>
            {offered
              ? t('bookings.waitlist.offered')
              : t('bookings.waitlist.position', { count: entry.position ?? 0 })}
          </Badge>
        </Group>
        <Text size="sm">
          <time dateTime={entry.start}>{start}</time>
        </Text>
        {offered && entry.offerExpiresAt && (
          <Text size="sm" c="teal.9">
            {t('bookings.waitlist.offer_until', {
              time: formatListDateTime(entry.offerExpiresAt, entry.timeZone),
            })}
          </Text>
        )}
        <Group gap="xs">
          {offered && (
            <Button
              size="xs"
              leftSection={<IconCheck size={14} aria-hidden />}
              onClick={() =>
                entry.price > 0
                  ? props.onPay()
                  : void run(accept.mutateAsync(entry.id), t('bookings.waitlist.accepted'))
              }
            >
              {t('bookings.waitlist.accept')}
            </Button>
          )}
          <Button
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconX size={14} aria-hidden />}
            onClick={() => void run(leave.mutateAsync(entry.id), t('bookings.waitlist.left'))}
          >
            {t('bookings.waitlist.leave')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * The bookings page's waitlist: the lines the resident is in, with their place, an offer and
 * its deadline; accept (a paid place through the booking's card step) or leave. Nothing at
 * all when they are in none.
 */
export function WaitlistSection(props: { highlight: number | null }) {
  const { t } = useTranslation();
  const waitlist = useMyWaitlist();
  const [paying, setPaying] = useState<number | null>(null);
  const entries = (waitlist.data ?? []).filter(inLine);
  if (entries.length === 0) return null;
  const payFor = entries.find((entry) => entry.id === paying && entry.status === 'offered');
  return (
    <Stack gap="xs" component="section" aria-labelledby="my-waitlist">
      <Group gap={6}>
        <IconHourglass size={18} aria-hidden />
        <Title order={2} size="h5" id="my-waitlist">
          {t('bookings.waitlist.title')}
        </Title>
      </Group>
      {payFor ? (
        <OfferPayment entry={payFor} onBack={() => setPaying(null)} />
      ) : (
        <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
          {entries.map((entry) => (
            <WaitlistRow
              key={entry.id}
              entry={entry}
              highlighted={entry.id === props.highlight}
              onPay={() => setPaying(entry.id)}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
