import { formatListDateTime, type TPropertyFile } from '@habitat/shared';
import { Button, Card, Text, ThemeIcon } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { currentLocale } from '@/i18n/setup';
import { useTranslation } from '@/i18n/use-translation';
import { downloadName, FILE_KIND_ICONS, fileKind, formatFileSize } from '../file-format';
import classes from './document-row.module.css';

/**
 * A property document (docs/product.md: Screens): format icon, name or 'document without name', date and time
 * ('DD/MM/YYYY - HH:mm' in the building's time zone, docs/product.md: Limits), download.
 */
export function DocumentRow(props: { file: TPropertyFile; timeZone: string }) {
  const { t } = useTranslation();
  const { file } = props;
  const locale = currentLocale();
  const name = file.name?.trim() || null;
  const label = name ?? t('documents.no_name');
  const FormatIcon = FILE_KIND_ICONS[fileKind(file)];
  const details = [
    file.extension.toUpperCase(),
    file.size > 0 ? formatFileSize(file.size, locale) : null,
  ].filter((part): part is string => part !== null && part !== '');

  return (
    <Card withBorder radius="lg" padding="sm" className={classes.row}>
      <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
        <FormatIcon size={26} stroke={1.5} />
      </ThemeIcon>
      <div className={classes.text}>
        <Text
          fw={600}
          lineClamp={2}
          title={label}
          fs={name ? undefined : 'italic'}
          c={name ? undefined : 'dimmed'}
          style={{ overflowWrap: 'anywhere' }}
        >
          {label}
        </Text>
        <Text size="xs" c="dimmed">
          <time dateTime={file.createdAt}>
            {formatListDateTime(file.createdAt, props.timeZone)}
          </time>
          {details.map((part) => ` · ${part}`).join('')}
        </Text>
      </div>
      <Button
        component="a"
        href={file.url}
        download={name ? downloadName(name, file.extension) : true}
        variant="light"
        px="sm"
        leftSection={<IconDownload size={18} aria-hidden />}
        aria-label={t('documents.download_named', { name: label })}
        className={classes.download}
      >
        <span className={classes.label}>{t('documents.download')}</span>
      </Button>
    </Card>
  );
}
