import {
  BOOKING_SETUP_LIMITS,
  dayjs,
  type TManagedEvent,
  type TManagedEventGroup,
  ZManageEventGroupInput,
  ZManageEventInput,
} from '@habitat/shared';
import { Button, Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { translateCode } from '../../../i18n/setup';
import { useTranslation } from '../../../i18n/use-translation';
import { isApiError } from '../../../lib/api-client';
import { openErrorDialog } from '../../../ui/dialog';
import { fieldErrorText, issuesByPath } from '../components/field-error';
import type { TBookingChange } from './api';
import { centsOf, dollarsOf } from './form-numbers';

/** Parses, sends and maps the server's field codes back: shared by both forms. */
function useSubmit(onSave: (change: TBookingChange) => Promise<unknown>, onDone: () => void) {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const run = async (check: () => Record<string, string> | null, change: () => TBookingChange) => {
    const found = check();
    if (found) {
      setErrors(found);
      return;
    }
    setErrors({});
    setSending(true);
    try {
      await onSave(change());
      notifications.show({ color: 'teal', message: t('manage.bookings.saved') });
      onDone();
    } catch (error) {
      if (isApiError(error) && error.fields && Object.keys(error.fields).length > 0) {
        setErrors(error.fields);
        return;
      }
      await openErrorDialog([
        t('manage.bookings.could_not'),
        isApiError(error)
          ? translateCode(t, error.code, error.message)
          : t('errors.platform_error'),
      ]);
    } finally {
      setSending(false);
    }
  };
  return {
    errors,
    sending,
    run,
    err: (path: string) => fieldErrorText(t, errors[path], 'bookings'),
  };
}

type TTexts = { nameFr: string; nameEn: string; descriptionFr: string; descriptionEn: string };

function TextsFields(props: {
  texts: TTexts;
  onChange: (texts: TTexts) => void;
  err: (path: string) => string | undefined;
}) {
  const { t } = useTranslation();
  const { texts, onChange, err } = props;
  const input = (key: keyof TTexts) => ({
    value: texts[key],
    onChange: (event: { currentTarget: { value: string } }) =>
      onChange({ ...texts, [key]: event.currentTarget.value }),
  });
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextInput
        label={t('manage.bookings.name_fr')}
        required
        maxLength={BOOKING_SETUP_LIMITS.name}
        error={err('name.fr')}
        data-autofocus
        {...input('nameFr')}
      />
      <TextInput
        label={t('manage.bookings.name_en')}
        required
        maxLength={BOOKING_SETUP_LIMITS.name}
        error={err('name.en')}
        {...input('nameEn')}
      />
      <Textarea
        label={t('manage.bookings.description_fr')}
        autosize
        minRows={2}
        maxLength={BOOKING_SETUP_LIMITS.description}
        error={err('description.fr')}
        {...input('descriptionFr')}
      />
      <Textarea
        label={t('manage.bookings.description_en')}
        autosize
        minRows={2}
        maxLength={BOOKING_SETUP_LIMITS.description}
        error={err('description.en')}
        {...input('descriptionEn')}
      />
    </SimpleGrid>
  );
}

const textsOf = (item: Pick<TManagedEventGroup, 'name' | 'description'> | null): TTexts => ({
  nameFr: item?.name.fr ?? '',
  nameEn: item?.name.en ?? '',
  descriptionFr: item?.description.fr ?? '',
  descriptionEn: item?.description.en ?? '',
});
const bilingual = (texts: TTexts) => ({
  name: { fr: texts.nameFr, en: texts.nameEn },
  description: { fr: texts.descriptionFr, en: texts.descriptionEn },
});

function Actions(props: { sending: boolean; onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={props.onCancel}>
        {t('manage.bookings.cancel')}
      </Button>
      <Button type="submit" loading={props.sending}>
        {t('manage.bookings.save')}
      </Button>
    </Group>
  );
}

export function EventGroupForm(props: {
  group: TManagedEventGroup | null;
  onSave: (change: TBookingChange) => Promise<unknown>;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [texts, setTexts] = useState(() => textsOf(props.group));
  const [price, setPrice] = useState(() => dollarsOf(props.group?.price ?? 0));
  const form = useSubmit(props.onSave, props.onDone);
  const body = () => ({ ...bilingual(texts), price: centsOf(price) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void form.run(
      () => {
        const parsed = ZManageEventGroupInput.safeParse(body());
        return parsed.success ? null : issuesByPath(parsed.error.issues);
      },
      () => ({ kind: 'group', id: props.group?.id ?? null, body: body() }),
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextsFields texts={texts} onChange={setTexts} err={form.err} />
        <TextInput
          label={t('manage.bookings.price')}
          description={t('manage.bookings.price_hint')}
          inputMode="decimal"
          value={price}
          onChange={(event) => setPrice(event.currentTarget.value)}
          error={form.err('price')}
        />
        <Actions sending={form.sending} onCancel={props.onDone} />
      </Stack>
    </form>
  );
}

/** 'YYYY-MM-DDTHH:mm' of a datetime-local field on the building's clock, and back. */
const localInput = (iso: string, timeZone: string) =>
  dayjs.utc(iso).tz(timeZone).format('YYYY-MM-DDTHH:mm');
const isoOf = (local: string, timeZone: string) =>
  local ? dayjs.tz(local, 'YYYY-MM-DDTHH:mm', timeZone).toISOString() : '';

export function EventForm(props: {
  group: number;
  event: TManagedEvent | null;
  timeZone: string;
  onSave: (change: TBookingChange) => Promise<unknown>;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { event: current, timeZone } = props;
  const [texts, setTexts] = useState(() => textsOf(current));
  const [price, setPrice] = useState(() => dollarsOf(current?.price ?? 0));
  const [seats, setSeats] = useState(() => String(current?.maxAvailable ?? 0));
  const [start, setStart] = useState(() => (current ? localInput(current.start, timeZone) : ''));
  const [end, setEnd] = useState(() => (current ? localInput(current.end, timeZone) : ''));
  const form = useSubmit(props.onSave, props.onDone);
  const body = () => ({
    ...bilingual(texts),
    price: centsOf(price),
    maxAvailable: Number(seats),
    start: isoOf(start, timeZone),
    end: isoOf(end, timeZone),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void form.run(
      () => {
        const parsed = ZManageEventInput.safeParse(body());
        if (parsed.success) return null;
        const found = issuesByPath(parsed.error.issues);
        // An empty or unreadable date-time reads as zod's own words: say "required".
        for (const key of ['start', 'end']) {
          if (found[key] && found[key] !== 'start_end') found[key] = 'required';
        }
        return found;
      },
      () => ({ kind: 'event', id: current?.id ?? null, group: props.group, body: body() }),
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextsFields texts={texts} onChange={setTexts} err={form.err} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            type="datetime-local"
            label={t('manage.bookings.events.start')}
            required
            value={start}
            onChange={(event) => setStart(event.currentTarget.value)}
            error={form.err('start')}
          />
          <TextInput
            type="datetime-local"
            label={t('manage.bookings.events.end')}
            required
            value={end}
            onChange={(event) => setEnd(event.currentTarget.value)}
            error={form.err('end')}
          />
          <TextInput
            label={t('manage.bookings.events.seats')}
            description={t('manage.bookings.events.seats_hint')}
            inputMode="numeric"
            required
            value={seats}
            onChange={(event) => setSeats(event.currentTarget.value)}
            error={form.err('maxAvailable')}
          />
          <TextInput
            label={t('manage.bookings.price')}
            inputMode="decimal"
            value={price}
            onChange={(event) => setPrice(event.currentTarget.value)}
            error={form.err('price')}
          />
        </SimpleGrid>
        <Actions sending={form.sending} onCancel={props.onDone} />
      </Stack>
    </form>
  );
}
