import { Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { ApiError } from '@/lib/api-client';
import { LoadError } from './load-error';

/**
 * A page of one item read by the id in its address (a post, a news item): an id that cannot be
 * one is not found, a failed read shows its error with the way back, the skeleton shows until the
 * item and the property's time zone are there; then the item.
 */
export function ItemView<T>(props: {
  id: number;
  item: UseQueryResult<T>;
  timeZone: string | null;
  back: { to: string; label: string };
  /** The placeholders of the page while it loads. */
  skeleton: ReactNode;
  children: (item: T, timeZone: string) => ReactNode;
}) {
  const { t } = useTranslation();
  const { item, timeZone, back } = props;

  if (!Number.isInteger(props.id) || props.id <= 0) {
    const notFound = new ApiError({ status: 404, code: 'not_found', message: 'Not found' });
    return <LoadError error={notFound} onRetry={() => undefined} back={back} />;
  }
  if (item.isError) {
    return (
      <LoadError
        error={item.error}
        onRetry={() => void item.refetch()}
        retrying={item.isFetching}
        back={back}
      />
    );
  }
  if (!item.data || timeZone === null) {
    return (
      <Stack gap="lg" role="status" aria-label={t('app.loading')}>
        {props.skeleton}
      </Stack>
    );
  }
  return props.children(item.data, timeZone);
}
