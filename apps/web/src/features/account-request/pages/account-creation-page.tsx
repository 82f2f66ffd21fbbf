import {
  accountRequestFormSchema,
  type TAccountRequestForm,
  type TPropertySearchResult,
} from '@habitat/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Radio, Stack, Textarea, TextInput } from '@mantine/core';
import { IconBuilding, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { type FieldError, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { currentLocale, translateCode } from '@/i18n/setup';
import { useTranslation } from '@/i18n/use-translation';
import { FormCard } from '@/lib/forms/form-card';
import { openDialog } from '@/ui/dialog';
import { useLayoutKind } from '@/ui/form-factor';
import { useSpinner } from '@/ui/spinner';
import { useGoBack } from '@/ui/use-go-back';
import { searchProperties, sendAccountRequest } from '../api';

const EMPTY: TAccountRequestForm = {
  name: '',
  address: '',
  unit: '',
  phone: '',
  email: '',
  note: '',
};

type TSearch =
  | { state: 'idle' }
  | { state: 'found'; address: string; results: TPropertySearchResult[] };

/** /account-creation: the account request form of docs/product.md: Screens, Field rules. */
export function AccountCreationPage() {
  const { t } = useTranslation();
  const layout = useLayoutKind();
  const desktop = layout === 'desktop';
  const spinner = useSpinner();
  const navigate = useNavigate();
  const goBack = useGoBack(paths.login());
  const schema = useMemo(() => accountRequestFormSchema(layout), [layout]);
  const form = useForm<TAccountRequestForm>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY,
    mode: 'onTouched',
    reValidateMode: 'onChange',
  });
  const [search, setSearch] = useState<TSearch>({ state: 'idle' });
  const [property, setProperty] = useState<number | null>(null);
  const [buildingError, setBuildingError] = useState<string | null>(null);
  const { errors } = form.formState;
  const errorText = (error: FieldError | undefined) =>
    error ? translateCode(t, error.message ?? 'required') : undefined;

  /** Looks the address up; returns the buildings found, or null after showing why not. */
  const lookUp = async (address: string): Promise<TPropertySearchResult[] | null> => {
    let results: TPropertySearchResult[];
    try {
      results = await spinner.track(searchProperties(address));
    } catch {
      await openDialog({ title: t('dialog.error'), message: t('account_creation.error.form') });
      return null;
    }
    if (results.length === 0) {
      setSearch({ state: 'idle' });
      await openDialog({ title: t('dialog.error'), message: t('account_creation.error.address') });
      return null;
    }
    setSearch({ state: 'found', address, results });
    const only = results.length === 1 ? results[0] : undefined;
    setProperty(only ? only.id : null);
    setBuildingError(null);
    return results;
  };

  const onSearch = async () => {
    const valid = await form.trigger('address');
    if (valid) await lookUp(form.getValues('address'));
  };

  const onValid = async (values: TAccountRequestForm) => {
    let chosen = search.state === 'found' && search.address === values.address ? property : null;
    if (chosen === null) {
      const results =
        search.state === 'found' && search.address === values.address
          ? search.results
          : await lookUp(values.address);
      if (!results) return;
      if (results.length > 1) {
        setBuildingError(t('account_creation.building_required'));
        return;
      }
      chosen = results[0]?.id ?? null;
    }
    if (chosen === null) return;

    try {
      await spinner.track(
        sendAccountRequest({
          name: values.name.trim(),
          address: values.address.trim(),
          unit: values.unit.trim(),
          phone: values.phone.trim() || undefined,
          email: values.email.trim() || undefined,
          note: values.note.trim() || undefined,
          property: chosen,
          locale: currentLocale(),
        }),
      );
    } catch {
      await openDialog({ title: t('dialog.error'), message: t('account_creation.error.generic') });
      return;
    }
    await openDialog({
      title: t('account_creation.received_title'),
      message: t('account_creation.received'),
    });
    void navigate(paths.home());
  };

  const onInvalid = () => {
    // Not awaited: react-hook-form shows the field errors only once this returns.
    void openDialog({
      title: t('account_creation.error.incomplete_title'),
      message: t('account_creation.error.incomplete'),
    });
  };

  // Registered in the form's order: a send with errors focuses the first field registered in
  // error, and the error dialog gives the focus back to it when it closes.
  const nameField = form.register('name');
  const addressField = form.register('address', {
    onChange: () => {
      setSearch({ state: 'idle' });
      setProperty(null);
    },
  });

  return (
    <FormCard
      maw={640}
      intro={t('account_creation.intro')}
      onSubmit={form.handleSubmit(onValid, onInvalid)}
    >
      <TextInput
        label={t('account_creation.name')}
        autoComplete="name"
        required
        {...nameField}
        error={errorText(errors.name)}
      />
      <Stack gap={6}>
        <TextInput
          label={t('account_creation.address')}
          description={t('account_creation.address_hint')}
          autoComplete="street-address"
          required
          {...addressField}
          error={errorText(errors.address)}
        />
        <Group justify="flex-end">
          <Button
            variant="light"
            size="xs"
            onClick={() => void onSearch()}
            leftSection={<IconSearch size={14} aria-hidden />}
          >
            {t('account_creation.search')}
          </Button>
        </Group>
      </Stack>
      {search.state === 'found' && search.results.length > 1 && (
        <Radio.Group
          label={t('account_creation.building')}
          required
          value={property === null ? null : String(property)}
          onChange={(value) => {
            setProperty(Number(value));
            setBuildingError(null);
          }}
          error={buildingError}
        >
          <Stack gap="xs" mt="xs">
            {search.results.map((result) => (
              <Radio
                key={result.id}
                value={String(result.id)}
                label={result.name}
                description={result.address.full}
              />
            ))}
          </Stack>
        </Radio.Group>
      )}
      {search.state === 'found' && search.results.length === 1 && search.results[0] && (
        <Alert variant="light" icon={<IconBuilding aria-hidden />} py="xs">
          {t('account_creation.building_found', {
            name: `${search.results[0].name} — ${search.results[0].address.full}`,
          })}
        </Alert>
      )}
      <TextInput
        label={t('account_creation.unit')}
        required
        {...form.register('unit')}
        error={errorText(errors.unit)}
      />
      <TextInput
        label={t('account_creation.phone')}
        type="tel"
        autoComplete="tel"
        required={desktop}
        {...form.register('phone')}
        error={errorText(errors.phone)}
      />
      <TextInput
        label={t('account_creation.email')}
        description={t('account_creation.email_hint')}
        type="email"
        autoComplete="email"
        required={desktop}
        {...form.register('email')}
        error={errorText(errors.email)}
      />
      <Textarea
        label={t('account_creation.note')}
        autosize
        minRows={3}
        {...form.register('note')}
        error={errorText(errors.note)}
      />
      <Group justify="space-between" mt="sm">
        <Button variant="default" onClick={goBack}>
          {t('account_creation.back')}
        </Button>
        <Button type="submit">{t('account_creation.send')}</Button>
      </Group>
    </FormCard>
  );
}
