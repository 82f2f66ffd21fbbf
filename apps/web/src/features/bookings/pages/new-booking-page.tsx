// The date picker's styles travel with this page's chunk, like the billboard's new-post page.
import '@mantine/dates/styles.css';
import { WEEK_START } from '@habitat/shared';
import { Skeleton, Stack } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { currentLocale } from '@/i18n/setup';
import { useTranslation } from '@/i18n/use-translation';
import { LoadError } from '@/ui/load-error';
import { NewBookingFlow } from '../new-booking/components/new-booking-flow';
import { useNewBookingData } from '../new-booking/use-booking-data';

/** `?service=7` preselects the service (the Book button of Service detail). */
function preselectedService(params: URLSearchParams): number | null {
  const id = Number(params.get('service'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** /new-booking: service → schedule or event group → date → slots or event → card → send. */
export function NewBookingPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const data = useNewBookingData();

  if (data.failed) {
    return (
      <LoadError
        error={data.failed.error}
        onRetry={data.failed.retry}
        back={{ to: paths.bookings(), label: t('booking.back_to_bookings') }}
      />
    );
  }
  const { me, property } = data;
  if (!data.ready || !me || !property) {
    return (
      <Stack maw={1080} mx="auto" w="100%" gap="md" role="status" aria-label={t('app.loading')}>
        <Skeleton h={60} radius="md" />
        <Skeleton h={60} radius="md" />
        <Skeleton h={240} radius="md" />
      </Stack>
    );
  }
  return (
    <DatesProvider settings={{ locale: currentLocale(), firstDayOfWeek: WEEK_START }}>
      <NewBookingFlow data={{ ...data, me, property }} preselected={preselectedService(params)} />
    </DatesProvider>
  );
}
