import { Card, SimpleGrid, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '@/i18n/use-translation';

const CARDS = [0, 1, 2, 3];
const ROWS = [0, 1, 2];

/** The cards' shape while the summary (or its code) loads: nothing moves when it arrives. */
export function GlanceSkeleton() {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" aria-busy="true">
      <VisuallyHidden role="status">{t('app.loading')}</VisuallyHidden>
      {CARDS.map((card) => (
        <Card key={card} withBorder radius="lg" p="md" aria-hidden="true">
          <Stack gap="sm">
            <Skeleton h={22} w="45%" radius="sm" />
            {ROWS.map((row) => (
              <Skeleton key={row} h={40} radius="md" />
            ))}
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
