import { type TManagedDocument, zonedDateText } from '@habitat/shared';
import { Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { currentLocale } from '@/i18n/setup';
import { useTranslation } from '@/i18n/use-translation';
import { AuditTrail } from '../audit/audit-trail';

/** One document of the console list: download, rename and delete, with its history. */
export function DocumentRow(props: {
  document: TManagedDocument;
  timeZone: string;
  onRename: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const { document } = props;
  const name = document.name ?? t('manage.documents.unnamed');
  const date = zonedDateText(new Date(document.createdAt), props.timeZone, currentLocale());
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
