import { Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePropertyTimeZone } from '@/features/services';
import { useTranslation } from '@/i18n/use-translation';
import { LoadError } from '@/ui/load-error';
import { useDocuments } from '../api';
import { DocumentRow } from '../components/document-row';

/** /documents: the property's files, newest first, each downloadable (docs/product.md: Screens). */
export function DocumentsPage() {
  const { t } = useTranslation();
  const documents = useDocuments();
  const timeZone = usePropertyTimeZone();

  let content: ReactNode;
  if (documents.isError) {
    content = (
      <LoadError
        error={documents.error}
        onRetry={() => void documents.refetch()}
        retrying={documents.isFetching}
      />
    );
  } else if (documents.isPending || timeZone === null) {
    content = (
      <Stack gap="sm" role="status" aria-label={t('app.loading')}>
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} h={70} radius="lg" />
        ))}
      </Stack>
    );
  } else if (documents.data.length === 0) {
    content = (
      <Text c="dimmed" ta="center" py="xl">
        {t('documents.empty')}
      </Text>
    );
  } else {
    content = (
      <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
        {documents.data.map((file) => (
          <li key={file.id}>
            <DocumentRow file={file} timeZone={timeZone} />
          </li>
        ))}
      </Stack>
    );
  }
  return (
    <Stack maw={860} mx="auto" w="100%">
      {content}
    </Stack>
  );
}
