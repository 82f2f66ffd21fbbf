import { IMAGE_MEDIA_TYPES } from '@habitat/shared';
import { FileInput, Group, Loader, Stack, Text } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { translateCode } from '../../../i18n/setup';
import type { TImageChoice } from '../../../lib/image/use-image-choice';

/** The optional photo of a post, with its preview or why it was refused (spec §5 Images). */
export function ImageField(props: { choice: TImageChoice; onChoose: (file: File | null) => void }) {
  const { t } = useTranslation();
  const { choice } = props;
  const file = choice.state === 'processing' || choice.state === 'ready' ? choice.file : null;

  return (
    <Stack gap="xs">
      <FileInput
        label={`${t('billboard.new.image')} (${t('form.optional')})`}
        description={t('billboard.new.image_hint')}
        placeholder={t('billboard.new.image_placeholder')}
        accept={IMAGE_MEDIA_TYPES.join(',')}
        value={file}
        onChange={props.onChoose}
        clearable
        clearButtonProps={{ 'aria-label': t('billboard.new.image_remove') }}
        leftSection={<IconPhoto size={18} aria-hidden />}
        error={choice.state === 'error' ? translateCode(t, choice.code) : undefined}
      />
      {choice.state === 'processing' && (
        <Group gap="xs" role="status">
          <Loader size="xs" aria-hidden />
          <Text size="sm" c="dimmed">
            {t('billboard.new.image_processing')}
          </Text>
        </Group>
      )}
      {choice.state === 'ready' && (
        <img
          src={choice.image.dataUrl}
          alt={t('billboard.new.image_preview_alt')}
          style={{
            maxWidth: '100%',
            maxHeight: 220,
            alignSelf: 'flex-start',
            objectFit: 'contain',
            borderRadius: 'var(--mantine-radius-md)',
            border: '1px solid var(--mantine-color-gray-3)',
          }}
        />
      )}
    </Stack>
  );
}
