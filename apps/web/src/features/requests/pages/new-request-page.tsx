import {
  REQUEST_FIELD_MAX,
  selectCategory,
  type TNewRequest,
  type TRequestCategory,
} from '@habitat/shared';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Divider,
  Group,
  Skeleton,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconPaw, IconSend } from '@tabler/icons-react';
import { useMemo } from 'react';
import { type FieldError, useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useMe } from '@/features/session';
import { translateCode } from '@/i18n/setup';
import { useTranslation } from '@/i18n/use-translation';
import { isApiError } from '@/lib/api-client';
import { fieldCodesOf } from '@/lib/forms/field-codes';
import { oneOf, setFieldCodes, setServerFieldErrors } from '@/lib/forms/server-field-errors';
import { useImageChoice } from '@/lib/image/use-image-choice';
import { openDialog } from '@/ui/dialog';
import { ImageField } from '@/ui/image-field';
import { LoadError } from '@/ui/load-error';
import { sendFailureMessage } from '@/ui/send-failure';
import { useSpinner } from '@/ui/spinner';
import { useCreateRequest, useRequestProperty } from '../api';
import { hasRequestCategories, useRequestCategories, useRequestScope } from '../categories-api';
import { CategorySelects } from '../components/category-selects';
import {
  deepestLevel,
  emptyNewRequest,
  newRequestResolver,
  type TNewRequestValues,
  toCreateBody,
} from '../new-request-form';

/** Fields the API may name in a 400 `validation_failed` answer, as the form calls them. */
const FORM_FIELDS = [
  'title',
  'body',
  'phoneNumber',
  'emergency',
  'canAccessIfAbsent',
  'animal',
  'alarm',
  'alarmCode',
] as const;

function NewRequestForm(props: {
  commercial: boolean;
  categories: readonly TRequestCategory[];
  phone: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const spinner = useSpinner();
  const create = useCreateRequest();
  const photo = useImageChoice();
  const categoriesQuery = useRequestCategories();
  const { commercial, categories } = props;
  const resolver = useMemo(
    () => newRequestResolver({ commercial, categories }),
    [commercial, categories],
  );
  const form = useForm<TNewRequestValues, unknown, TNewRequest>({
    resolver,
    defaultValues: emptyNewRequest(props.phone),
    // docs/product.md (Field rules): an error shows once its field was validated (left, or the form sent).
    mode: 'onTouched',
    reValidateMode: 'onChange',
  });
  const { errors, isSubmitted } = form.formState;
  const levels = form.watch('levels');
  const animal = form.watch('animal');
  const alarm = form.watch('alarm');
  const errorText = (error: FieldError | undefined) =>
    error ? translateCode(t, error.message ?? 'required') : undefined;
  const levelErrors = [0, 1, 2].map((index) =>
    errorText((errors.levels as (FieldError | undefined)[] | undefined)?.[index]),
  );

  const missingInfo = () =>
    openDialog({ title: t('dialog.oops'), message: t('form.info_missing_text') });

  const onValid = async (values: TNewRequest) => {
    if (photo.choice.state === 'error') {
      await missingInfo();
      return;
    }
    const imageData = photo.choice.state === 'ready' ? photo.choice.image.dataUrl : null;
    try {
      await spinner.track(create.mutateAsync(toCreateBody({ values, commercial, imageData })));
    } catch (error) {
      if (isApiError(error) && (error.code === 'file_size' || error.code === 'file_type_image')) {
        photo.refuse(error.code);
        await openDialog({ title: t('dialog.oops'), message: translateCode(t, error.code) });
        return;
      }
      if (isApiError(error) && error.status === 400) {
        setServerFieldErrors(form.setError, error, { accept: oneOf(FORM_FIELDS) });
        // The tree changed meanwhile: choose again, from fresh categories.
        if (fieldCodesOf(error)?.category) {
          setFieldCodes(form.setError, {
            [`levels.${deepestLevel(form.getValues('levels'))}`]: 'required',
          });
          void categoriesQuery.refetch();
        }
        await missingInfo();
        return;
      }
      await openDialog({ title: t('dialog.oops'), message: sendFailureMessage(t, error) });
      return;
    }
    // docs/product.md (States): a 200 answer goes back to the list, which is refreshed.
    notifications.show({ message: t('requests.form.sent'), color: 'green' });
    void navigate(paths.requests());
  };

  return (
    <Card
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      maw={720}
      mx="auto"
      w="100%"
      shadow="xs"
    >
      <form onSubmit={form.handleSubmit(onValid, () => void missingInfo())} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('requests.form.title')}
            placeholder={t('requests.form.title_placeholder')}
            required
            maxLength={REQUEST_FIELD_MAX.title}
            {...form.register('title')}
            error={errorText(errors.title)}
          />
          <TextInput
            label={t('requests.form.phone')}
            description={t('requests.form.phone_hint')}
            type="tel"
            autoComplete="tel"
            required
            maxLength={REQUEST_FIELD_MAX.phoneNumber}
            {...form.register('phoneNumber')}
            error={errorText(errors.phoneNumber)}
          />
          <CategorySelects
            categories={categories}
            selection={levels}
            errors={levelErrors}
            onSelect={(level, id) =>
              form.setValue('levels', selectCategory(levels, level, id), {
                shouldDirty: true,
                shouldValidate: isSubmitted,
              })
            }
          />
          <Textarea
            label={t('requests.form.comments')}
            placeholder={t('requests.form.comments_placeholder')}
            required
            autosize
            minRows={4}
            maxRows={12}
            maxLength={REQUEST_FIELD_MAX.body}
            {...form.register('body')}
            error={errorText(errors.body)}
          />
          <ImageField choice={photo.choice} onChoose={(file) => void photo.choose(file)} />
          <Divider />
          <Stack gap="sm">
            <Checkbox
              label={t('requests.form.urgent')}
              description={t('requests.form.urgent_hint')}
              {...form.register('emergency')}
            />
            {!commercial && (
              <>
                <Checkbox
                  label={t('requests.form.can_access')}
                  {...form.register('canAccessIfAbsent')}
                />
                <Checkbox label={t('requests.form.animal')} {...form.register('animal')} />
                {animal && (
                  <Alert
                    color="orange"
                    variant="light"
                    icon={<IconPaw size={20} aria-hidden />}
                    role="status"
                  >
                    {t('requests.form.animal_warning')}
                  </Alert>
                )}
              </>
            )}
            {commercial && (
              <>
                <Checkbox label={t('requests.form.alarm')} {...form.register('alarm')} />
                {alarm && (
                  <TextInput
                    label={t('requests.form.alarm_code')}
                    description={t('requests.form.alarm_code_hint')}
                    required
                    autoComplete="off"
                    maxLength={REQUEST_FIELD_MAX.alarmCode}
                    {...form.register('alarmCode')}
                    error={errorText(errors.alarmCode)}
                  />
                )}
              </>
            )}
          </Stack>
          <Group justify="space-between" mt="sm">
            <Button
              component={Link}
              to={paths.requests()}
              variant="default"
              leftSection={<IconArrowLeft size={16} aria-hidden />}
            >
              {t('requests.form.back')}
            </Button>
            <Button
              type="submit"
              loading={photo.choice.state === 'processing'}
              leftSection={<IconSend size={16} aria-hidden />}
            >
              {t('requests.form.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

/** /new-request: title, phone, category levels, comments, photo and flags (docs/product.md: Screens, Field rules). */
export function NewRequestPage() {
  const { t } = useTranslation();
  const me = useMe();
  const scope = useRequestScope();
  const property = useRequestProperty();
  const categories = useRequestCategories();

  // Without categories there is nothing to file a request under (docs/product.md: Screens): back to home.
  if (categories.data && !hasRequestCategories(categories.data)) {
    return <Navigate to={paths.home()} replace />;
  }
  const failed = [me, property, categories].find((query) => query.isError);
  if (failed) {
    return (
      <LoadError
        error={failed.error}
        onRetry={() => void failed.refetch()}
        retrying={failed.isFetching}
        back={{ to: paths.requests(), label: t('requests.detail.back_to_list') }}
      />
    );
  }
  // A user without a property has no kind to pick: residential fields, the API decides.
  const commercial = property.data?.commercial ?? (scope.property === null ? false : undefined);
  if (!me.data || !categories.data || commercial === undefined) {
    return (
      <Stack maw={720} mx="auto" w="100%" gap="md" role="status" aria-label={t('app.loading')}>
        <Skeleton h={60} radius="md" />
        <Skeleton h={60} radius="md" />
        <Skeleton h={60} radius="md" />
        <Skeleton h={120} radius="md" />
      </Stack>
    );
  }
  return (
    <NewRequestForm
      commercial={commercial}
      categories={categories.data}
      phone={me.data.phone ?? ''}
    />
  );
}
