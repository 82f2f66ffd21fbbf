import type { TManagedProperty } from '@habitat/shared';
import { Alert, Center, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { LoadError } from '@/ui/load-error';
import { useSelectedProperty } from '../selected-property';

/** Renders its page for the chosen building once the managed buildings are known. */
export function PropertyGate(props: { children: (property: TManagedProperty) => ReactNode }) {
  const { t } = useTranslation();
  const { properties, selected } = useSelectedProperty();
  if (properties.isPending) return <PageLoading />;
  if (properties.isError) {
    return (
      <LoadError
        error={properties.error}
        onRetry={() => void properties.refetch()}
        retrying={properties.isFetching}
      />
    );
  }
  if (!selected) {
    return (
      <Alert color="gray" variant="light">
        {t('manage.no_property')}
      </Alert>
    );
  }
  return props.children(selected);
}

export function PageLoading() {
  const { t } = useTranslation();
  return (
    <Center py="xl">
      <Loader role="status" aria-label={t('app.loading')} />
    </Center>
  );
}
