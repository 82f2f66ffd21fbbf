import { DOCUMENT_MAX_BYTES, MANAGE_TEXT_MAX, ZManageDocumentCreateRequest } from '@habitat/shared';
import { Button, Card, FileInput, Group, Stack, TextInput, Title } from '@mantine/core';
import { IconFile, IconUpload } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/i18n/use-translation';
import { zodBodyResolver } from '@/lib/forms/body-resolver';
import { CHECKED_ON_SUBMIT } from '@/lib/forms/checked-on-submit';
import { errorCodeAt, setFieldCodes } from '@/lib/forms/server-field-errors';
import { fieldErrorText } from '../components/field-error';
import { readDocument } from './file-data';
import { useSendDocumentChange } from './use-send-document-change';

const MB = DOCUMENT_MAX_BYTES / 1024 / 1024;

type TUploadForm = { name: string; file: File | null };

/** The name as the server checks it (ZManageDocumentCreateRequest); the file is the form's. */
const ZUploadName = ZManageDocumentCreateRequest.pick({ name: true });

/** Uploads a document under the name given (the file's by default). */
export function DocumentUploadForm(props: { property: number }) {
  const { t } = useTranslation();
  const send = useSendDocumentChange(props.property);
  const form = useForm<TUploadForm, unknown, { name: string }>({
    resolver: zodBodyResolver(ZUploadName, (values) => ({ name: values.name }), {
      also: (values): Record<string, string> => (values.file ? {} : { data: 'required' }),
      parsed: true,
    }),
    defaultValues: { name: '', file: null },
    ...CHECKED_ON_SUBMIT,
  });
  const file = form.watch('file');
  const errorOf = (path: string) => fieldErrorText(t, errorCodeAt(form.formState.errors, path));

  const onValid = async ({ name }: { name: string }) => {
    if (!file) return;
    const read = await readDocument(file);
    if (!read.ok) {
      setFieldCodes(form.setError, { data: read.code });
      return;
    }
    const refused = await send(
      { kind: 'upload', body: { name, data: read.dataUrl } },
      'manage.documents.uploaded',
    );
    if (Object.keys(refused).length === 0) form.reset({ name: '', file: null });
    else setFieldCodes(form.setError, refused);
  };

  return (
    <Card withBorder radius="md" p="md">
      <form onSubmit={form.handleSubmit(onValid)} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('manage.documents.upload_title')}
          </Title>
          <Group align="flex-start" grow preventGrowOverflow={false} wrap="wrap">
            <TextInput
              label={t('manage.documents.name')}
              required
              maxLength={MANAGE_TEXT_MAX.fileName}
              {...form.register('name', { onChange: () => form.clearErrors('name') })}
              error={errorOf('name')}
              miw={220}
            />
            <FileInput
              label={t('manage.documents.file')}
              description={t('manage.documents.file_hint', { size: MB })}
              placeholder={t('manage.documents.file_placeholder')}
              required
              accept="application/pdf,image/png,image/jpeg,image/gif"
              value={file}
              onChange={(chosen) => {
                form.setValue('file', chosen);
                form.clearErrors('data' as never);
                if (chosen && !form.getValues('name')) {
                  form.setValue('name', chosen.name.replace(/\.[^.]+$/, ''));
                }
              }}
              leftSection={<IconFile size={18} aria-hidden />}
              error={errorOf('data')}
              miw={220}
            />
          </Group>
          <Group justify="flex-end">
            <Button
              type="submit"
              loading={form.formState.isSubmitting}
              leftSection={<IconUpload size={18} aria-hidden />}
            >
              {t('manage.documents.upload')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
