import { Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { NoAccountNotice } from '@/features/no-account';
import { usePropertyTimeZone } from '@/features/services';
import { useLoggedIn } from '@/features/session';
import { useTranslation } from '@/i18n/use-translation';
import { LoadError } from '@/ui/load-error';
import { useNewsList } from '../api';
import { NewsCard } from '../components/news-card';

function NewsList() {
  const { t } = useTranslation();
  const news = useNewsList();
  const timeZone = usePropertyTimeZone();

  if (news.isError) {
    return (
      <LoadError
        error={news.error}
        onRetry={() => void news.refetch()}
        retrying={news.isFetching}
      />
    );
  }
  if (news.isPending || timeZone === null) {
    return (
      <Stack gap="sm" role="status" aria-label={t('app.loading')}>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} h={122} radius="lg" />
        ))}
      </Stack>
    );
  }
  if (news.data.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {t('news.empty')}
      </Text>
    );
  }
  return (
    <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
      {news.data.map((item) => (
        <li key={item.id}>
          <NewsCard item={item} timeZone={timeZone} />
        </li>
      ))}
    </Stack>
  );
}

/** /news: the news of the building for signed-in users; visitors see the no-account notice. */
export function NewsPage() {
  const loggedIn = useLoggedIn();
  let content: ReactNode = <NoAccountNotice variant="login-button" />;
  if (loggedIn) content = <NewsList />;
  return (
    <Stack maw={860} mx="auto" w="100%">
      {content}
    </Stack>
  );
}
