import {
  DOCUMENT_MAX_BYTES,
  MANAGE_TEXT_MAX,
  type TManagedDocument,
  type TManagedProperty,
  ZManageDocumentCreateRequest,
} from '@habitat/shared';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  FileInput,
  Group,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFile, IconUpload } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { currentLocale, translateCode } from '../../../i18n/setup';
import { useTranslation } from '../../../i18n/use-translation';
import { isApiError } from '../../../lib/api-client';
import { openErrorDialog } from '../../../ui/dialog';
import { LoadError } from '../../../ui/load-error';
import { AuditTrail } from '../audit/audit-trail';
import { fieldErrorText } from '../components/field-error';
import { PageLoading, PropertyGate } from '../components/property-gate';
import { type TDocumentChange, useChangeDocument, useManagedDocuments } from '../content/api';
import { DeleteDialog, RenameDialog } from '../content/document-dialogs';
import { readDocument } from '../content/file-data';

const MB = DOCUMENT_MAX_BYTES / 1024 / 1024;
const FILE_CODES = ['file_size', 'file_type_document'];

/**
 * Sends a change; a field error comes back to the caller's field, the rest opens a dialog.
 * Resolves with the field codes refused (empty once done).
 */
function useSendChange(property: number) {
  const { t } = useTranslation();
  const change = useChangeDocument(property);
  return async (request: TDocumentChange, doneKey: Parameters<typeof t>[0]) => {
    try {
      await change.mutateAsync(request);
      notifications.show({ color: 'teal', message: t(doneKey) });
      return {};
    } catch (error) {
      if (isApiError(error) && error.fields && Object.keys(error.fields).length > 0) {
        return error.fields;
      }
      if (isApiError(error) && FILE_CODES.includes(error.code)) return { data: error.code };
      await openErrorDialog([
        t('manage.documents.could_not'),
        isApiError(error)
          ? translateCode(t, error.code, error.message)
          : t('errors.platform_error'),
      ]);
      return {};
    }
  };
}

function UploadForm(props: { property: number }) {
  const { t } = useTranslation();
  const send = useSendChange(props.property);
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

function DocumentRow(props: {
  document: TManagedDocument;
  timeZone: string;
  onRename: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const { document } = props;
  const name = document.name ?? t('manage.documents.unnamed');
  const date = new Intl.DateTimeFormat(currentLocale(), {
    dateStyle: 'medium',
    timeZone: props.timeZone,
  }).format(new Date(document.createdAt));
  return (
    <Card withBorder radius="md" p="md" component="li">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Stack gap={4} style={{ minWidth: 0, flex: '1 1 240px' }}>
          <Group gap="xs" wrap="nowrap">
            <Badge
              style={{ flexShrink: 0 }}
              variant="light"
              color={document.mediaType === 'application/pdf' ? 'red' : 'blue'}
            >
              {document.extension.toUpperCase()}
            </Badge>
            <Anchor
              href={document.url}
              download
              target="_blank"
              rel="noopener"
              fw={600}
              id={`document-${document.id}-name`}
              aria-label={t('manage.documents.download', { name })}
              style={{ overflowWrap: 'anywhere' }}
            >
              {name}
            </Anchor>
          </Group>
          <Text size="sm" c="dimmed">
            {t('manage.documents.added', { date })}
          </Text>
        </Stack>
        <Group gap="xs">
          <Button
            variant="default"
            onClick={props.onRename}
            aria-label={`${t('manage.documents.rename')} – ${name}`}
          >
            {t('manage.documents.rename')}
          </Button>
          <Button
            variant="light"
            color="red.8"
            onClick={props.onDelete}
            aria-label={`${t('manage.documents.delete')} – ${name}`}
          >
            {t('manage.documents.delete')}
          </Button>
        </Group>
      </Group>
      <AuditTrail
        entity="document"
        id={document.id}
        timeZone={props.timeZone}
        inline
        describedBy={`document-${document.id}-name`}
      />
    </Card>
  );
}

function DocumentList(props: { property: TManagedProperty }) {
  const { t } = useTranslation();
  const { property } = props;
  const list = useManagedDocuments(property.id);
  const send = useSendChange(property.id);
  const [renaming, setRenaming] = useState<TManagedDocument | null>(null);
  const [deleting, setDeleting] = useState<TManagedDocument | null>(null);

  return (
    <Stack gap="md" maw={960}>
      <UploadForm property={property.id} />
      {list.isPending ? (
        <PageLoading />
      ) : list.isError ? (
        <LoadError
          error={list.error}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : list.data.data.length === 0 ? (
        <Alert color="gray" variant="light">
          {t('manage.documents.empty')}
        </Alert>
      ) : (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('manage.documents.count', { count: list.data.count })}
          </Text>
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {list.data.data.map((document) => (
              <DocumentRow
                key={document.id}
                document={document}
                timeZone={property.timeZone}
                onRename={() => setRenaming(document)}
                onDelete={() => setDeleting(document)}
              />
            ))}
          </Stack>
        </Stack>
      )}
      <RenameDialog
        document={renaming}
        onClose={() => setRenaming(null)}
        onRename={async (name) => {
          if (!renaming) return null;
          const refused = await send(
            { kind: 'rename', id: renaming.id, name },
            'manage.documents.renamed',
          );
          return refused.name ?? null;
        }}
      />
      <DeleteDialog
        document={deleting}
        onClose={() => setDeleting(null)}
        onDelete={async () => {
          if (!deleting) return;
          await send({ kind: 'delete', id: deleting.id }, 'manage.documents.deleted');
          setDeleting(null);
        }}
      />
    </Stack>
  );
}

/** /manage/documents: the building's documents: upload, download, rename, delete. */
export function ManageDocumentsPage() {
  return (
    <PropertyGate>
      {(property) => <DocumentList key={property.id} property={property} />}
    </PropertyGate>
  );
}
