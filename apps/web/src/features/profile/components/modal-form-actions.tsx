import { Button, Group } from '@mantine/core';
import { useTranslation } from '@/i18n/use-translation';

/** The Cancel / Save row that ends the profile's change forms. */
export function ModalFormActions(props: { onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={props.onCancel}>
        {t('dialog.cancel')}
      </Button>
      <Button type="submit">{t('profile.save')}</Button>
    </Group>
  );
}
