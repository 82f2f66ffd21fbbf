import type { TManagedProperty } from '@habitat/shared';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { ConsoleList } from '../components/console-list';
import { PropertyGate } from '../components/property-gate';
import { useManagedServiceCategories } from '../services/api';
import { CategoryCard, type TCategoryDialog } from '../services/category-card';
import { CategoryNameDialog } from '../services/category-name-dialog';
import { useCategoryActions } from '../services/use-category-actions';

function ServiceCategories(props: { property: TManagedProperty }) {
  const { t } = useTranslation();
  const list = useManagedServiceCategories(props.property.id);
  const { apply, move, submitName, busy } = useCategoryActions(props.property.id);
  const [dialog, setDialog] = useState<TCategoryDialog | null>(null);
  const own = (list.data?.data ?? []).filter((c) => c.property !== null);

  return (
    <Stack gap="md" maw={960}>
      <Group justify="space-between" gap="sm">
        <Text c="dimmed" size="sm" style={{ flex: 1, minWidth: 200 }}>
          {t('manage.services.intro')}
        </Text>
        <Button
          leftSection={<IconPlus size={18} aria-hidden />}
          onClick={() => setDialog({ kind: 'create' })}
        >
          {t('manage.services.new_category')}
        </Button>
      </Group>
      <ConsoleList query={list} empty={t('manage.services.empty')} busy={busy}>
        {(category) => {
          const index = own.findIndex((c) => c.id === category.id);
          return (
            <CategoryCard
              key={category.id}
              category={category}
              first={index === 0}
              last={index === own.length - 1}
              busy={busy}
              onChange={(request, done) => void apply(request, done)}
              onMove={(offset) => move(own, category, offset)}
              onDialog={setDialog}
            />
          );
        }}
      </ConsoleList>
      {dialog && (
        <CategoryNameDialog
          key={dialog.kind === 'create' ? 'create' : `${dialog.kind}-${dialog.category?.id}`}
          dialog={dialog}
          own={own}
          timeZone={props.property.timeZone}
          onClose={() => setDialog(null)}
          onSubmit={(values) => submitName(dialog, values, () => setDialog(null))}
        />
      )}
    </Stack>
  );
}

/** /manage/services: the building's categories and services, in the order residents see them. */
export function ManageServicesPage() {
  return (
    <PropertyGate>
      {(property) => <ServiceCategories key={property.id} property={property} />}
    </PropertyGate>
  );
}
