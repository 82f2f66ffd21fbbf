import { IMAGE_MEDIA_TYPES } from '@habitat/shared';
import { FileInput, Group, Image, Loader, Stack, Text } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { translateCode } from '../i18n/setup';
import { useTranslation } from '../i18n/use-translation';
import type { TImageChoice } from '../lib/image/use-image-choice';

/**
 * The optional photo of a form (billboard post, request): PNG, JPEG or GIF, checked and
 * resized in the browser before sending, with its preview or why it was refused (docs/product.md: Field rules).
 */
export function ImageField(props: { choice: TImageChoice; onChoose: (file: File | null) => void }) {
  const { t } = useTranslation();
  const { choice } = props;
  const file = choice.state === 'processing' || choice.state === 'ready' ? choice.file : null;

  return (
    <Stack gap="xs">
      <FileInput
        label={`${t('image.label')} (${t('form.optional')})`}
        description={t('image.hint')}
        placeholder={t('image.placeholder')}
        accept={IMAGE_MEDIA_TYPES.join(',')}
        value={file}
        onChange={props.onChoose}
        clearable
        clearButtonProps={{ 'aria-label': t('image.remove') }}
        leftSection={<IconPhoto size={18} aria-hidden />}
        error={choice.state === 'error' ? translateCode(t, choice.code) : undefined}
      />
      {choice.state === 'processing' && (
        <Group gap="xs" role="status">
          <Loader size="xs" aria-hidden />
          <Text size="sm" c="dimmed">
            {t('image.processing')}
          </Text>
        </Group>
      )}
      {choice.state === 'ready' && (
        <Image
          src={choice.image.dataUrl}
          alt={t('image.preview', { name: choice.file.name })}
          radius="md"
          mah={220}
          w="auto"
          maw="100%"
          fit="contain"
          style={{
            alignSelf: 'flex-start',
            border: '1px solid var(--mantine-color-default-border)',
          }}
        />
      )}
    </Stack>
  );
}
