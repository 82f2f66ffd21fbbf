import {
  DOCUMENT_MAX_BYTES,
  IMAGE_MEDIA_TYPES,
  SERVICE_LIMITS,
  type TManagedService,
} from '@habitat/shared';
import { Button, FileInput, Group, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconFileTypePdf, IconPhoto, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { translateCode } from '@/i18n/setup';
import { useTranslation } from '@/i18n/use-translation';
import { browserCodec } from '@/lib/image/browser-codec';
import { prepareImage } from '@/lib/image/prepare-image';
import type { TImageChoice } from '@/lib/image/use-image-choice';
import { fieldErrorText } from '../components/field-error';
import { PdfRow } from '../components/pdf-row';
import { readPdf } from '../content/file-data';

/** What the form will send about files: new ones as data URLs, removed ones by id. */
export type TFileChanges = {
  removeIcon: boolean;
  photos: string[];
  documents: { name: string; data: string }[];
  removeFiles: number[];
};
export const NO_FILE_CHANGES: TFileChanges = {
  removeIcon: false,
  photos: [],
  documents: [],
  removeFiles: [],
};

const MB = DOCUMENT_MAX_BYTES / 1024 / 1024;

/** Icon, photos (slider order) and PDF documents: current ones, removals and additions. */
export function ServiceFiles(props: {
  service: TManagedService;
  icon: { choice: TImageChoice; choose: (file: File | null) => void };
  changes: TFileChanges;
  onChange: (changes: TFileChanges) => void;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation();
  const { service, changes, onChange, errors } = props;
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [pdfError, setPdfError] = useState<string | null>(null);
  const keptPhotos = service.images.filter((p) => !changes.removeFiles.includes(p.id));
  const keptDocuments = service.documents.filter((d) => !changes.removeFiles.includes(d.id));
  const photoRoom = Math.min(
    SERVICE_LIMITS.photos - keptPhotos.length - changes.photos.length,
    SERVICE_LIMITS.photosPerRequest - changes.photos.length,
  );
  const documentRoom = Math.min(
    SERVICE_LIMITS.documents - keptDocuments.length - changes.documents.length,
    SERVICE_LIMITS.documentsPerRequest - changes.documents.length,
  );
  const { choice } = props.icon;
  const remove = (id: number) =>
    onChange({ ...changes, removeFiles: [...changes.removeFiles, id] });

  const addPhoto = async (file: File | null) => {
    setPhotoError(null);
    if (!file) return;
    const prepared = await prepareImage(file, browserCodec).catch(() => null);
    if (prepared?.ok) onChange({ ...changes, photos: [...changes.photos, prepared.dataUrl] });
    else setPhotoError(translateCode(t, prepared?.code ?? 'file_size'));
  };
  const addPdf = async (file: File | null) => {
    setPdfError(null);
    if (!file) return;
    const read = await readPdf(file);
    if (read.ok) {
      onChange({
        ...changes,
        documents: [...changes.documents, { name: file.name, data: read.dataUrl }],
      });
    } else setPdfError(translateCode(t, read.code));
  };

  const photos = [
    ...keptPhotos.map((p) => ({ key: `f${p.id}`, url: p.url, remove: () => remove(p.id) })),
    ...changes.photos.map((url, index) => ({
      key: `n${index}`,
      url,
      remove: () =>
        onChange({ ...changes, photos: changes.photos.filter((_, at) => at !== index) }),
    })),
  ];
  const documents = [
    ...keptDocuments.map((d) => ({
      key: `f${d.id}`,
      name: d.name ?? d.url,
      pending: false,
      remove: () => remove(d.id),
    })),
    ...changes.documents.map((d, index) => ({
      key: `n${index}`,
      name: d.name,
      pending: true,
      remove: () =>
        onChange({ ...changes, documents: changes.documents.filter((_, at) => at !== index) }),
    })),
  ];

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Text fw={600} size="sm">
          {t('manage.services.icon_label')}
        </Text>
        {service.icon && !changes.removeIcon && props.icon.choice.state === 'none' && (
          <Group gap="sm">
            <Image src={service.icon} alt={t('manage.services.icon_current')} w={48} h={48} />
            <Button
              variant="outline"
              color="red.8"
              onClick={() => onChange({ ...changes, removeIcon: true })}
            >
              {t('manage.services.icon_remove')}
            </Button>
          </Group>
        )}
        {changes.removeIcon && <Text size="sm">{t('manage.services.icon_removed')}</Text>}
        <FileInput
          label={t('manage.services.icon_new')}
          description={t('manage.services.icon_hint')}
          placeholder={t('manage.services.photo_placeholder')}
          accept={IMAGE_MEDIA_TYPES.join(',')}
          value={choice.state === 'processing' || choice.state === 'ready' ? choice.file : null}
          onChange={props.icon.choose}
          clearable
          clearButtonProps={{ 'aria-label': t('manage.services.icon_clear') }}
          leftSection={<IconPhoto size={18} aria-hidden />}
          error={choice.state === 'error' ? translateCode(t, choice.code) : undefined}
        />
        {choice.state === 'ready' && (
          <Image
            src={choice.image.dataUrl}
            alt={t('manage.services.icon_preview')}
            w={48}
            h={48}
            fit="contain"
          />
        )}
        {errors.iconData && (
          <Text c="red.8" size="sm">
            {fieldErrorText(t, errors.iconData, 'services')}
          </Text>
        )}
      </Stack>

      <Stack gap="xs">
        <FileInput
          label={`${t('manage.services.photos_label')} (${t('form.optional')})`}
          description={t('manage.services.photos_hint', { max: SERVICE_LIMITS.photos })}
          placeholder={t('manage.services.photo_placeholder')}
          accept={IMAGE_MEDIA_TYPES.join(',')}
          value={null}
          onChange={(file) => void addPhoto(file)}
          disabled={photoRoom <= 0}
          leftSection={<IconPhoto size={18} aria-hidden />}
          error={photoError ?? fieldErrorText(t, errors.images, 'services')}
        />
        {photos.length > 0 && (
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
            {photos.map((photo, index) => (
              <Stack key={photo.key} gap={4} align="flex-start">
                <Image
                  src={photo.url}
                  alt={t('manage.services.photo_alt', { n: index + 1 })}
                  h={90}
                  w="100%"
                  fit="cover"
                  radius="sm"
                />
                <Button
                  variant="outline"
                  color="red.8"
                  size="compact-sm"
                  leftSection={<IconTrash size={14} aria-hidden />}
                  onClick={photo.remove}
                >
                  {t('manage.services.photo_remove', { n: index + 1 })}
                </Button>
              </Stack>
            ))}
          </SimpleGrid>
        )}
      </Stack>

      <Stack gap="xs">
        <FileInput
          label={`${t('manage.services.documents_label')} (${t('form.optional')})`}
          description={t('manage.services.documents_hint', {
            max: SERVICE_LIMITS.documents,
            size: MB,
          })}
          placeholder={t('manage.services.document_placeholder')}
          accept="application/pdf"
          value={null}
          onChange={(file) => void addPdf(file)}
          disabled={documentRoom <= 0}
          leftSection={<IconFileTypePdf size={18} aria-hidden />}
          error={pdfError ?? fieldErrorText(t, errors.documents, 'services')}
        />
        {documents.map((doc) => (
          <PdfRow
            key={doc.key}
            name={doc.name}
            note={
              doc.pending && (
                <Text span size="xs" c="dimmed">
                  {` (${t('manage.services.pending')})`}
                </Text>
              )
            }
            removeLabel={t('manage.services.document_remove', { name: doc.name })}
            onRemove={doc.remove}
            buttonSize={44}
          />
        ))}
      </Stack>
    </Stack>
  );
}
