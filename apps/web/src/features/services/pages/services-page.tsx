import type { TServiceCategory } from '@habitat/shared';
import { SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { memo, type ReactNode } from 'react';
import { useLocalized } from '@/brand';
import { useTranslation } from '@/i18n/use-translation';
import { LoadError } from '@/ui/load-error';
import { useCountInTasks } from '@/ui/use-count-in-tasks';
import { useServiceCategories } from '../api';
import { ServiceCard } from '../components/service-card';

const GRID_COLUMNS = { base: 1, xs: 2, lg: 3 } as const;

function ServicesSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" role="status" aria-label={t('app.loading')}>
      {[0, 1].map((section) => (
        <Stack key={section} gap="sm">
          <Skeleton h={24} w={220} radius="sm" />
          <SimpleGrid cols={GRID_COLUMNS} spacing="sm">
            {[0, 1, 2].map((card) => (
              <Skeleton key={card} h={80} radius="lg" />
            ))}
          </SimpleGrid>
        </Stack>
      ))}
    </Stack>
  );
}

/**
 * A category with its services. Memoized: the categories come one a task, and each one's coming
 * would otherwise render again those already shown.
 */
const CategorySection = memo(function CategorySection(props: { category: TServiceCategory }) {
  const localized = useLocalized();
  const { category } = props;
  const headingId = `service-category-${category.id}`;
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId}>
        {localized(category.name)}
      </Title>
      <SimpleGrid component="ul" cols={GRID_COLUMNS} spacing="sm" m={0} p={0}>
        {category.services.map((service) => (
          <li key={service.id} style={{ listStyle: 'none' }}>
            <ServiceCard service={service} />
          </li>
        ))}
      </SimpleGrid>
    </Stack>
  );
});

/** /services: categories with their active services, each with icon and name (docs/product.md: Screens). */
export function ServicesPage() {
  const { t } = useTranslation();
  const categories = useServiceCategories();
  // A category at once, then one a task: the cards of a building's services were one long task.
  const shownCategories = useCountInTasks(categories.data?.length ?? 0, { first: 1, step: 1 });

  let content: ReactNode;
  if (categories.isPending) {
    content = <ServicesSkeleton />;
  } else if (categories.isError) {
    content = (
      <LoadError
        error={categories.error}
        onRetry={() => void categories.refetch()}
        retrying={categories.isFetching}
      />
    );
  } else if (categories.data.length === 0) {
    content = (
      <Text c="dimmed" ta="center" py="xl">
        {t('services.empty')}
      </Text>
    );
  } else {
    content = categories.data
      .slice(0, shownCategories)
      .map((category) => <CategorySection key={category.id} category={category} />);
  }

  return (
    <Stack maw={1100} mx="auto" gap="xl" w="100%">
      <Text c="dimmed" size="sm" maw={520}>
        {t('services.intro')}
      </Text>
      {content}
    </Stack>
  );
}
