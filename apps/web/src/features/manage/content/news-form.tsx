import {
  DOCUMENT_MAX_BYTES,
  MANAGE_TEXT_MAX,
  NEWS_DOCUMENTS_MAX,
  newsDisplayStatus,
  type TManagedNews,
  type TManageNewsUpdateRequest,
  ZManageNewsCreateRequest,
} from '@habitat/shared';
import {
  Button,
  Checkbox,
  FileInput,
  Group,
  Image,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { translateCode } from '@/i18n/setup';
import { useTranslation } from '@/i18n/use-translation';
import { isApiError } from '@/lib/api-client';
import { zodBodyResolver } from '@/lib/forms/body-resolver';
import { CHECKED_ON_SUBMIT } from '@/lib/forms/checked-on-submit';
import { fieldCodesOf } from '@/lib/forms/field-codes';
import { refusalText } from '@/lib/forms/refusal-text';
import { errorCodesByPath, setServerFieldErrors } from '@/lib/forms/server-field-errors';
import { useImageChoice } from '@/lib/image/use-image-choice';
import { openErrorDialog } from '@/ui/dialog';
import { ImageField } from '@/ui/image-field';
import { fieldErrorText } from '../components/field-error';
import { PdfRow } from '../components/pdf-row';
import { type TNewsSave, useSaveNews } from './api';
import { readPdf } from './file-data';

type TLanguage = 'fr' | 'en';
type TTextField = 'title' | 'subTitle' | 'body';
type TTexts = Record<TTextField, Record<TLanguage, string>>;
type TNewPdf = { name: string; data: string };
type TAction = 'publish' | 'draft' | 'unpublish';
type TWhen = 'now' | 'later';
type TNewsForm = { texts: TTexts; urgent: boolean; when: TWhen; publishAt: string };
const LANGUAGES: TLanguage[] = ['fr', 'en'];
const PHOTO_CODES = ['file_size', 'file_type_image'] as const;
const MB = DOCUMENT_MAX_BYTES / 1024 / 1024;

const textsOf = (news: TManagedNews | null): TTexts => ({
  title: { fr: news?.title.fr ?? '', en: news?.title.en ?? '' },
  subTitle: { fr: news?.subTitle.fr ?? '', en: news?.subTitle.en ?? '' },
  body: { fr: news?.body.fr ?? '', en: news?.body.en ?? '' },
});

/** `<input type="datetime-local">` speaks the browser's local time, without seconds. */
const toLocalInput = (iso: string) => {
  const at = new Date(iso);
  return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

/**
 * Create or edit a news item: both languages, optional photo and PDFs, published now or later,
 * or kept as a draft. Errors the person can fix land in their field, the rest in a dialog.
 */
export function NewsForm(props: {
  property: number;
  news: TManagedNews | null;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { news } = props;
  const save = useSaveNews(props.property);
  const photo = useImageChoice();
  const [removePhoto, setRemovePhoto] = useState(false);
  const [pdfs, setPdfs] = useState<TNewPdf[]>([]);
  const [removeFiles, setRemoveFiles] = useState<number[]>([]);
  const [pdfError, setPdfError] = useState<string | null>(null);
  const [busy, setBusy] = useState<TAction | null>(null);
  // The button pressed: a draft and a publication are checked as the server will check them.
  const pressed = useRef<TAction>('publish');
  const form = useForm<TNewsForm, unknown, TManageNewsUpdateRequest>({
    resolver: zodBodyResolver(
      ZManageNewsCreateRequest,
      (values) => ({ ...bodyFor(pressed.current, values), imageData: undefined }),
      {
        also: (values): Record<string, string> =>
          values.when === 'later' && !values.publishAt ? { publishAt: 'required' } : {},
      },
    ),
    defaultValues: {
      texts: textsOf(news),
      urgent: news?.urgent ?? false,
      when: news && newsDisplayStatus(news) === 'scheduled' ? 'later' : 'now',
      publishAt: news ? toLocalInput(news.publishAt) : '',
    },
    ...CHECKED_ON_SUBMIT,
  });
  const when = form.watch('when');
  const errors = errorCodesByPath(form.formState.errors);

  const keptFiles = (news?.files ?? []).filter(
    (file) => file.tag === 'document' && !removeFiles.includes(file.id),
  );
  const roomForPdfs = NEWS_DOCUMENTS_MAX - keptFiles.length - pdfs.length;

  // Typing in a text clears its error (the server's and the shared rule's paths are 'title.fr').
  const textField = (field: TTextField, language: TLanguage) =>
    form.register(`texts.${field}.${language}`, {
      onChange: () => form.clearErrors(`${field}.${language}` as never),
    });

  const addPdf = async (file: File | null) => {
    setPdfError(null);
    if (!file) return;
    if (roomForPdfs <= 0) {
      setPdfError(t('manage.news.too_many', { max: NEWS_DOCUMENTS_MAX }));
      return;
    }
    const read = await readPdf(file);
    if (read.ok) setPdfs((current) => [...current, { name: file.name, data: read.dataUrl }]);
    else setPdfError(translateCode(t, read.code));
  };

  const publishAtIso = ({ when, publishAt }: TNewsForm) => {
    if (when === 'now' || !publishAt) return null;
    const at = new Date(publishAt);
    return Number.isNaN(at.getTime()) ? publishAt : at.toISOString();
  };

  function bodyFor(action: TAction, values: TNewsForm): TManageNewsUpdateRequest {
    if (action === 'unpublish') return { status: 'draft' };
    const imageData =
      photo.choice.state === 'ready' ? photo.choice.image.dataUrl : removePhoto ? null : undefined;
    return {
      ...values.texts,
      status: action === 'publish' ? 'in_progress' : 'draft',
      urgent: values.urgent,
      publishAt: publishAtIso(values),
      ...(imageData !== undefined && { imageData }),
      ...(pdfs.length > 0 && { documents: pdfs }),
      ...(removeFiles.length > 0 && { removeFiles }),
    };
  }

  const showFailure = async (error: unknown) => {
    if (
      isApiError(error) &&
      PHOTO_CODES.some((code) => code === error.code) &&
      !fieldCodesOf(error)
    ) {
      if (photo.choice.state === 'ready') photo.refuse(error.code as (typeof PHOTO_CODES)[number]);
    }
    if (setServerFieldErrors(form.setError, error).length > 0) return;
    const cause = refusalText(t, error);
    await openErrorDialog([t('manage.news.could_not_save'), cause]);
  };

  const submit = async (action: TAction) => {
    if (photo.choice.state === 'processing') return;
    // Taking a news item down is not checked: it only changes its status.
    if (action === 'unpublish') {
      form.clearErrors();
      await send(action);
      return;
    }
    pressed.current = action;
    await form.handleSubmit(() => send(action))();
  };

  const send = async (action: TAction) => {
    const body = bodyFor(action, form.getValues());
    const saving: TNewsSave = news ? { id: news.id, body } : { id: null, body: body as never };
    setBusy(action);
    try {
      const saved = await save.mutateAsync(saving);
      const shown = newsDisplayStatus(saved);
      const doneKey =
        action === 'unpublish'
          ? 'manage.news.unpublished'
          : shown === 'scheduled'
            ? 'manage.news.saved_scheduled'
            : shown === 'published'
              ? 'manage.news.saved_published'
              : 'manage.news.saved_draft';
      notifications.show({ color: 'teal', message: t(doneKey) });
      props.onDone();
    } catch (error) {
      await showFailure(error);
    } finally {
      setBusy(null);
    }
  };

  const errorOf = (path: string) => fieldErrorText(t, errors[path]);
  const published = news !== null && news.status === 'in_progress';

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit('publish');
      }}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          {LANGUAGES.map((language) => (
            <Stack key={language} gap="sm" lang={language}>
              <Title order={2} size="h4">
                {t(language === 'fr' ? 'manage.news.french' : 'manage.news.english')}
              </Title>
              <TextInput
                label={t('manage.news.title_label')}
                required
                maxLength={MANAGE_TEXT_MAX.title}
                {...textField('title', language)}
                error={errorOf(`title.${language}`) ?? errorOf('title')}
              />
              <TextInput
                label={`${t('manage.news.subtitle_label')} (${t('form.optional')})`}
                maxLength={MANAGE_TEXT_MAX.subTitle}
                {...textField('subTitle', language)}
                error={errorOf(`subTitle.${language}`)}
              />
              <Textarea
                label={t('manage.news.body_label')}
                required
                autosize
                minRows={5}
                maxRows={14}
                maxLength={MANAGE_TEXT_MAX.body}
                {...textField('body', language)}
                error={errorOf(`body.${language}`) ?? errorOf('body')}
              />
            </Stack>
          ))}
        </SimpleGrid>

        {news?.image && !removePhoto && photo.choice.state === 'none' && (
          <Group gap="sm" align="flex-end">
            <Image
              src={news.image.url}
              alt={t('manage.news.photo_current')}
              mah={120}
              w="auto"
              radius="md"
            />
            <Button variant="subtle" color="red.8" onClick={() => setRemovePhoto(true)}>
              {t('manage.news.photo_remove')}
            </Button>
          </Group>
        )}
        {removePhoto && <Text size="sm">{t('manage.news.photo_removed')}</Text>}
        <ImageField choice={photo.choice} onChoose={(file) => void photo.choose(file)} />
        {errors.imageData && (
          <Text c="red.8" size="sm">
            {errorOf('imageData')}
          </Text>
        )}

        <Stack gap="xs">
          <FileInput
            label={`${t('manage.news.documents_label')} (${t('form.optional')})`}
            description={t('manage.news.documents_hint', { max: NEWS_DOCUMENTS_MAX, size: MB })}
            placeholder={t('manage.news.documents_placeholder')}
            accept="application/pdf"
            value={null}
            onChange={(file) => void addPdf(file)}
            disabled={roomForPdfs <= 0}
            leftSection={<IconFileTypePdf size={18} aria-hidden />}
            error={pdfError ?? errorOf('documents')}
          />
          {[
            ...keptFiles.map((file) => ({
              key: `f${file.id}`,
              name: file.name ?? file.url,
              remove: () => setRemoveFiles((ids) => [...ids, file.id]),
            })),
            ...pdfs.map((pdf, index) => ({
              key: `n${index}`,
              name: pdf.name,
              remove: () => setPdfs((list) => list.filter((_, at) => at !== index)),
            })),
          ].map((entry) => (
            <PdfRow
              key={entry.key}
              name={entry.name}
              removeLabel={t('manage.news.document_remove', { name: entry.name })}
              onRemove={entry.remove}
              buttonSize="lg"
            />
          ))}
        </Stack>

        <Checkbox
          label={t('manage.news.urgent')}
          description={<span id="news-urgent-hint">{t('manage.news.urgent_hint')}</span>}
          aria-describedby="news-urgent-hint"
          {...form.register('urgent')}
        />

        <Radio.Group
          label={t('manage.news.when_label')}
          value={when}
          onChange={(value) => form.setValue('when', value === 'later' ? 'later' : 'now')}
        >
          <Group gap="lg" mt={6}>
            <Radio value="now" label={t('manage.news.when_now')} />
            <Radio value="later" label={t('manage.news.when_later')} />
          </Group>
        </Radio.Group>
        {when === 'later' && (
          <TextInput
            type="datetime-local"
            label={t('manage.news.publish_at')}
            required
            {...form.register('publishAt', { onChange: () => form.clearErrors('publishAt') })}
            error={errorOf('publishAt')}
          />
        )}

        <Group justify="flex-end" gap="sm" mt="sm">
          <Button variant="default" onClick={props.onDone}>
            {t('manage.news.cancel')}
          </Button>
          {published && (
            <Button
              variant="light"
              color="red.8"
              loading={busy === 'unpublish'}
              onClick={() => void submit('unpublish')}
            >
              {t('manage.news.unpublish')}
            </Button>
          )}
          <Button variant="light" loading={busy === 'draft'} onClick={() => void submit('draft')}>
            {t('manage.news.save_draft')}
          </Button>
          <Button type="submit" loading={busy === 'publish' || photo.choice.state === 'processing'}>
            {t('manage.news.publish')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
