import { DOCUMENT_MAX_BYTES, MANAGE_TEXT_MAX, ZManageDocumentCreateRequest } from '@habitat/shared';
import { Button, Card, FileInput, Group, Stack, TextInput, Title } from '@mantine/core';
import { IconFile, IconUpload } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { fieldErrorText } from '../components/field-error';
import { readDocument } from './file-data';
import { useSendDocumentChange } from './use-send-document-change';

const MB = DOCUMENT_MAX_BYTES / 1024 / 1024;

/** Uploads a document under the name given (the file's by default). */
export function DocumentUploadForm(props: { property: number }) {
  const { t } = useTranslation();
  const send = useSendDocumentChange(props.property);
  const [name, setName] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    const parsedName = ZManageDocumentCreateRequest.shape.name.safeParse(name);
    if (!parsedName.success) found.name = parsedName.error.issues[0]?.message ?? 'required';
    if (!file) found.data = 'required';
    setErrors(found);
    if (!file || !parsedName.success) return;
    setSending(true);
    try {
      const read = await readDocument(file);
      if (!read.ok) {
        setErrors({ data: read.code });
        return;
      }
      const refused = await send(
        { kind: 'upload', body: { name: parsedName.data, data: read.dataUrl } },
        'manage.documents.uploaded',
      );
      setErrors(refused);
      if (Object.keys(refused).length === 0) {
        setName('');
        setFile(null);
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <Card withBorder radius="md" p="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('manage.documents.upload_title')}
          </Title>
          <Group align="flex-start" grow preventGrowOverflow={false} wrap="wrap">
            <TextInput
              label={t('manage.documents.name')}
              required
              maxLength={MANAGE_TEXT_MAX.fileName}
              value={name}
              onChange={(event) => {
                setName(event.currentTarget.value);
                setErrors(({ name: _, ...rest }) => rest);
              }}
              error={fieldErrorText(t, errors.name)}
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
                setFile(chosen);
                setErrors(({ data: _, ...rest }) => rest);
                if (chosen && !name) setName(chosen.name.replace(/\.[^.]+$/, ''));
              }}
              leftSection={<IconFile size={18} aria-hidden />}
              error={fieldErrorText(t, errors.data)}
              miw={220}
            />
          </Group>
          <Group justify="flex-end">
            <Button
              type="submit"
              loading={sending}
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
