import { Button, Group, type MantineSpacing } from '@mantine/core';
import { useTranslation } from '@/i18n/use-translation';

/** Edit and Retire, side by side: the actions of a schedule and of an event. */
export function EditRetireButtons(props: {
  onEdit: () => void;
  onRetire: () => void;
  mt?: MantineSpacing;
}) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" mt={props.mt}>
      <Button variant="default" onClick={props.onEdit}>
        {t('manage.bookings.edit')}
      </Button>
      <Button variant="outline" color="red.8" onClick={props.onRetire}>
        {t('manage.bookings.retire')}
      </Button>
    </Group>
  );
}
