// The date pickers' styles travel with this page's chunk: only this page uses @mantine/dates.
import '@mantine/dates/styles.css';
import { POST_TEXT_MAX, type TPost, type TTranslatable, WEEK_START } from '@habitat/shared';
import { Button, Group, SimpleGrid, Skeleton, Stack, Textarea, TextInput } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconSend } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type FieldError, useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { usePropertyTimeZone } from '@/features/services';
import { currentLocale, hasKey, translateCode } from '@/i18n/setup';
import { useTranslation } from '@/i18n/use-translation';
import { isApiError } from '@/lib/api-client';
import { FormCard } from '@/lib/forms/form-card';
import { setServerFieldErrors } from '@/lib/forms/server-field-errors';
import { useImageChoice } from '@/lib/image/use-image-choice';
import { openDialog } from '@/ui/dialog';
import { useLayoutKind } from '@/ui/form-factor';
import { ImageField } from '@/ui/image-field';
import { LoadError } from '@/ui/load-error';
import { sendFailureMessage } from '@/ui/send-failure';
import { useSpinner } from '@/ui/spinner';
import { createPost, postKeys, resubmitPost, usePost } from '../api';
import { DateTimeField } from '../components/date-time-field';
import { earlierOf, laterOf, pickerLimit, pickerNow, toPickerValue } from '../date-time';
import {
  EMPTY_POST_FORM,
  isPostFormField,
  postFormResolver,
  type TPostFormOutput,
  type TPostFormValues,
} from '../post-form';

/** The API's image refusals (413, 415) are shown on the photo field. */
const IMAGE_CODES = ['file_size', 'file_type_image'] as const;
const isImageCode = (code: string): code is (typeof IMAGE_CODES)[number] =>
  IMAGE_CODES.some((known) => known === code);

/** The form holds the French text (docs/product.md: Field rules), else the English one. */
const plain = (text: TTranslatable) => text.fr || text.en;

/** A refused post to edit: its content, with a start already past moved to now. */
function valuesOf(post: TPost): TPostFormValues {
  const now = new Date().toISOString();
  return {
    title: plain(post.title),
    subTitle: plain(post.subTitle),
    body: plain(post.body),
    startAt: Date.parse(post.startAt) < Date.parse(now) ? now : post.startAt,
    endAt: post.endAt,
  };
}

function NewPostForm(props: { timeZone: string; editing: TPost | null }) {
  const { t } = useTranslation();
  const { timeZone, editing } = props;
  const mobile = useLayoutKind() === 'mobile';
  const spinner = useSpinner();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const photo = useImageChoice();
  const form = useForm<TPostFormValues, unknown, TPostFormOutput>({
    resolver: postFormResolver,
    // A new post starts now unless the author picks another start.
    defaultValues: editing
      ? valuesOf(editing)
      : { ...EMPTY_POST_FORM, startAt: new Date().toISOString() },
    mode: 'onTouched',
    reValidateMode: 'onChange',
  });
  const { errors } = form.formState;
  const errorText = (error: FieldError | undefined) => {
    if (!error) return undefined;
    const code = error.message ?? 'required';
    const own = `billboard.errors.${code}`;
    return hasKey(own) ? t(own) : translateCode(t, code);
  };

  // Pickers: never before now; on desktop the start is capped by the end and the end is at
  // least the start (docs/product.md: Field rules). Both offer YEAR_PICKER_SPAN years.
  const now = pickerNow(timeZone);
  const limit = pickerLimit(timeZone);
  const start = toPickerValue(form.watch('startAt'), timeZone);
  const end = toPickerValue(form.watch('endAt'), timeZone);
  const startMax = mobile ? limit : earlierOf(limit, end);
  const endMin = mobile ? now : laterOf(now, start);

  /** A start that moves re-checks an end already visited (end before start). */
  const recheckEnd = () => {
    if (form.getFieldState('endAt').isTouched || form.formState.isSubmitted) {
      void form.trigger('endAt');
    }
  };

  const showFailure = async (error: unknown) => {
    // No answer at all (network, exception): docs/product.md: Errors "Post or request send exception".
    if (!isApiError(error) || error.status === 0) {
      await openDialog({ title: t('dialog.oops'), message: sendFailureMessage(t, error) });
      return;
    }
    // An answer other than 200 (docs/product.md: Errors), with its cause where the person can act on it.
    let cause = translateCode(t, error.code, error.message);
    if (isImageCode(error.code)) photo.refuse(error.code);
    const refused = setServerFieldErrors(form.setError, error, {
      accept: (field) => isPostFormField(field),
    });
    if (refused.length > 0) cause = t('form.info_missing_text');
    await openDialog({
      title: t('dialog.oops'),
      message: [t('billboard.new.could_not_add'), cause],
    });
  };

  const onValid = async (values: TPostFormOutput) => {
    if (photo.choice.state === 'processing') return;
    const imageData = photo.choice.state === 'ready' ? photo.choice.image.dataUrl : undefined;
    try {
      const post = { ...values, imageData };
      await spinner.track(editing ? resubmitPost(editing.id, post) : createPost(post));
    } catch (error) {
      await showFailure(error);
      return;
    }
    await queryClient.invalidateQueries({ queryKey: postKeys.all });
    notifications.show({
      color: 'teal',
      message: t(editing ? 'billboard.edit.sent' : 'billboard.new.sent'),
    });
    void navigate(paths.billboard({ tab: 'pending' }));
  };

  const onInvalid = () => {
    // Not awaited: react-hook-form shows the field errors only once this returns.
    void openDialog({ title: t('dialog.oops'), message: t('form.info_missing_text') });
  };

  return (
    <DatesProvider settings={{ locale: currentLocale(), firstDayOfWeek: WEEK_START }}>
      <FormCard
        maw={760}
        intro={t(editing ? 'billboard.edit.intro' : 'billboard.new.intro')}
        onSubmit={(event) => {
          // An untouched start already past means "now": when it is sent, not when the page opened.
          const startAt = form.getValues('startAt');
          if (
            !form.getFieldState('startAt').isDirty &&
            startAt !== null &&
            Date.parse(startAt) < Date.now()
          ) {
            form.setValue('startAt', new Date().toISOString());
          }
          return form.handleSubmit(onValid, onInvalid)(event);
        }}
      >
        <TextInput
          label={t('billboard.new.title')}
          required
          maxLength={POST_TEXT_MAX.title}
          {...form.register('title')}
          error={errorText(errors.title)}
        />
        <TextInput
          label={`${t('billboard.new.subtitle')} (${t('form.optional')})`}
          maxLength={POST_TEXT_MAX.subTitle}
          {...form.register('subTitle')}
          error={errorText(errors.subTitle)}
        />
        <Textarea
          label={t('billboard.new.body')}
          required
          autosize
          minRows={5}
          maxRows={14}
          maxLength={POST_TEXT_MAX.body}
          {...form.register('body')}
          error={errorText(errors.body)}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <DateTimeField
            control={form.control}
            name="startAt"
            label={t('billboard.new.start')}
            timeZone={timeZone}
            minDate={now}
            maxDate={startMax}
            mobile={mobile}
            error={errorText(errors.startAt)}
            onValueChange={recheckEnd}
          />
          <DateTimeField
            control={form.control}
            name="endAt"
            label={t('billboard.new.end')}
            timeZone={timeZone}
            minDate={endMin}
            maxDate={limit}
            mobile={mobile}
            error={errorText(errors.endAt)}
          />
        </SimpleGrid>
        <ImageField choice={photo.choice} onChoose={(file) => void photo.choose(file)} />
        <Group justify="space-between" mt="sm">
          <Button
            component={Link}
            to={paths.billboard()}
            variant="default"
            leftSection={<IconArrowLeft size={18} aria-hidden />}
          >
            {t('billboard.new.back')}
          </Button>
          <Button
            type="submit"
            leftSection={<IconSend size={18} aria-hidden />}
            loading={photo.choice.state === 'processing'}
          >
            {t(editing ? 'billboard.edit.send' : 'billboard.new.publish')}
          </Button>
        </Group>
      </FormCard>
    </DatesProvider>
  );
}

/**
 * /new-post: title, subtitle, body, start and end, optional photo; Back and Publish (docs/product.md: Screens, Field rules).
 * /new-post?edit={id}: the author's refused post, filled in, sent again (a photo chosen replaces
 * its photo, none keeps it).
 */
export function NewPostPage() {
  const { t } = useTranslation();
  const timeZone = usePropertyTimeZone();
  const editId = Number(useSearchParams()[0].get('edit') ?? 0);
  const edited = usePost(editId);
  const editing = editId > 0 && edited.data?.status === 'rejected' ? edited.data : null;
  if (editId > 0 && edited.isError) {
    return <LoadError error={edited.error} onRetry={() => void edited.refetch()} />;
  }
  if (timeZone === null || (editId > 0 && !edited.data)) {
    return (
      <Stack gap="md" maw={760} mx="auto" w="100%" role="status" aria-label={t('app.loading')}>
        {(['title', 'subtitle', 'body', 'dates'] as const).map((field) => (
          <Skeleton key={field} h={field === 'body' ? 140 : 56} radius="md" />
        ))}
      </Stack>
    );
  }
  return <NewPostForm key={editing?.id ?? 0} timeZone={timeZone} editing={editing} />;
}
