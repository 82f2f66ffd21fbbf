import {
  BUILDING_ADDRESS_MAX,
  BUILDING_EMAIL_MAX,
  BUILDING_NAME_MAX,
  BUILDING_PHONE_MAX,
  paymentSwitchesAgree,
  type TBuildingSettingsInput,
  type TManagedBuilding,
  ZBuildingSettingsRequest,
} from '@habitat/shared';
import '@mantine/core/styles/Switch.css';
import {
  Button,
  Checkbox,
  Code,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { hasKey } from '@/i18n/setup';
import { useTranslation } from '@/i18n/use-translation';
import { zodBodyResolver } from '@/lib/forms/body-resolver';
import { CHECKED_ON_SUBMIT } from '@/lib/forms/checked-on-submit';
import { FormSection } from '@/lib/forms/form-section';
import { refusalText } from '@/lib/forms/refusal-text';
import { errorCodeAt, setServerFieldErrors } from '@/lib/forms/server-field-errors';
import { openErrorDialog } from '@/ui/dialog';
import { fieldErrorText } from '../components/field-error';
import { notify } from '../services/notify';
import { useSaveBuilding } from './api';

type TDraft = {
  name: string;
  full: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
  email: string;
  timeZone: string;
  commercial: boolean;
  paymentEnabled: boolean;
  cardPaymentEnabled: boolean;
};

const draftOf = (building: TManagedBuilding): TDraft => ({
  name: building.name,
  ...building.address,
  phone: building.phone ?? '',
  email: building.email ?? '',
  timeZone: building.timeZone,
  commercial: building.commercial,
  paymentEnabled: building.paymentEnabled,
  cardPaymentEnabled: building.cardPaymentEnabled,
});

/** Cards only where payments are on: turning payments off turns cards off with them. */
const bodyOf = (draft: TDraft): TBuildingSettingsInput => ({
  name: draft.name,
  address: { full: draft.full, city: draft.city, state: draft.state, zip: draft.zip },
  phone: draft.phone,
  email: draft.email,
  timeZone: draft.timeZone,
  commercial: draft.commercial,
  paymentEnabled: draft.paymentEnabled,
  cardPaymentEnabled: draft.paymentEnabled && draft.cardPaymentEnabled,
});

/** The body's path of a form field ('city' → 'address.city'): errors are kept by the body's paths. */
const pathOf = (field: keyof TDraft) =>
  field === 'full' || field === 'city' || field === 'state' || field === 'zip'
    ? `address.${field}`
    : field;

/** The shared schema checks the body; then its rule between the two switches. */
const resolver = zodBodyResolver(ZBuildingSettingsRequest, bodyOf, {
  also: (draft: TDraft): Record<string, string> => {
    const result = ZBuildingSettingsRequest.safeParse(bodyOf(draft));
    return result.success && !paymentSwitchesAgree(result.data as never)
      ? { cardPaymentEnabled: 'cards_need_payments' }
      : {};
  },
});

function timeZones(current: string) {
  const known =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return known.includes(current) ? known : [current, ...known];
}

/**
 * A building's settings: its details, then its payments (paid bookings, cards through the
 * server's processor). The shared rules run before sending; errors land in their field.
 */
export function BuildingForm(props: { building: TManagedBuilding }) {
  const { t } = useTranslation();
  const { building } = props;
  const save = useSaveBuilding(building.id);
  const form = useForm<TDraft, unknown, TBuildingSettingsInput>({
    resolver,
    defaultValues: draftOf(building),
    ...CHECKED_ON_SUBMIT,
  });
  const { errors } = form.formState;
  const draft = form.watch();
  const zones = useMemo(() => timeZones(building.timeZone), [building.timeZone]);

  /** A switch or choice changed: its error goes (typing does the same for a text field). */
  const update = <F extends keyof TDraft>(field: F, value: TDraft[F]) => {
    form.setValue(field, value as never);
    form.clearErrors(pathOf(field) as never);
  };
  const wordsOf = (code: string | undefined) => {
    const own = `manage.building.errors.${code}`;
    return code && hasKey(own) ? t(own) : fieldErrorText(t, code);
  };
  const errorOf = (field: string) => wordsOf(errorCodeAt(errors, field));
  const text = (field: keyof TDraft, label: string, max: number, required = true) => (
    <TextInput
      label={required ? label : `${label} (${t('form.optional')})`}
      required={required}
      maxLength={max}
      {...form.register(field, { onChange: () => form.clearErrors(pathOf(field) as never) })}
      error={errorOf(pathOf(field))}
    />
  );

  const onValid = async (body: TBuildingSettingsInput) => {
    try {
      form.reset(draftOf(await save.mutateAsync(body)));
      notify(t('manage.building.saved'));
    } catch (error) {
      // Refused fields are marked, and the refusal said in a dialog as well.
      setServerFieldErrors(form.setError, error);
      await openErrorDialog([t('manage.building.could_not_save'), refusalText(t, error)]);
    }
  };
  const onInvalid = () => notify(t('errors.validation_failed'), 'red');

  const processor = building.deploymentProcessor;
  const paymentError =
    errorOf('cardPaymentEnabled') ?? errorOf('paymentProcessor') ?? errorOf('paymentPublicKey');

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid, onInvalid)}>
      <Stack gap="md" maw={760}>
        <FormSection id="building-details" title={t('manage.building.details')}>
          {text('name', t('manage.building.name'), BUILDING_NAME_MAX)}
          {text('full', t('manage.building.address'), BUILDING_ADDRESS_MAX)}
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            {text('city', t('manage.building.city'), BUILDING_NAME_MAX)}
            {text('state', t('manage.building.state'), BUILDING_NAME_MAX)}
            {text('zip', t('manage.building.zip'), 20)}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {text('phone', t('manage.building.phone'), BUILDING_PHONE_MAX, false)}
            {text('email', t('manage.building.email'), BUILDING_EMAIL_MAX, false)}
          </SimpleGrid>
          <Select
            label={t('manage.building.time_zone')}
            description={t('manage.building.time_zone_help')}
            data={zones}
            value={draft.timeZone}
            onChange={(value) => value && update('timeZone', value)}
            searchable
            allowDeselect={false}
            error={errorOf('timeZone')}
            comboboxProps={{ withinPortal: true }}
          />
          <Checkbox
            label={t('manage.building.commercial')}
            description={t('manage.building.commercial_help')}
            checked={draft.commercial}
            onChange={(event) => update('commercial', event.currentTarget.checked)}
          />
        </FormSection>

        <FormSection
          id="building-payments"
          title={t('manage.building.payments')}
          help={t('manage.building.payments_help')}
        >
          <Switch
            size="md"
            label={t('manage.building.payment_enabled')}
            description={t('manage.building.payment_enabled_help')}
            checked={draft.paymentEnabled}
            onChange={(event) => update('paymentEnabled', event.currentTarget.checked)}
          />
          <Switch
            size="md"
            label={t('manage.building.card_enabled')}
            description={t('manage.building.card_enabled_help')}
            checked={draft.paymentEnabled && draft.cardPaymentEnabled}
            disabled={!draft.paymentEnabled}
            onChange={(event) => update('cardPaymentEnabled', event.currentTarget.checked)}
            error={paymentError}
          />
          <Text size="sm">
            {t(
              processor.name === 'stripe'
                ? 'manage.building.processor_stripe'
                : 'manage.building.processor_local',
            )}{' '}
            <Code>{processor.publicKey}</Code>
          </Text>
        </FormSection>

        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('manage.building.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
