import type { TManagedManager } from '@habitat/shared';
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '@/i18n/use-translation';

/** One manager of the building: name, e-mail, "you", deactivated, and the remove button. */
export function ManagerCard(props: {
  manager: TManagedManager;
  busy: boolean;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const { manager } = props;
  const name = `${manager.firstName} ${manager.lastName}`.trim() || manager.email;
  const nameId = `manager-${manager.id}`;
  return (
    <Card component="li" withBorder radius="md" p="sm" aria-labelledby={nameId}>
      <Group justify="space-between" align="center" wrap="wrap" gap="xs">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={600} id={nameId} style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Text>
            {manager.you && (
              <Badge variant="light" color="blue">
                {t('manage.managers.you')}
              </Badge>
            )}
            {manager.deactivatedAt && (
              <Badge variant="light" color="gray">
                {t('manage.managers.deactivated')}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {manager.email}
          </Text>
        </Stack>
        <Button
          variant="outline"
          color="red.8"
          loading={props.busy}
          onClick={props.onRemove}
          aria-label={t('manage.managers.remove_of', { name })}
        >
          {t('manage.managers.remove')}
        </Button>
      </Group>
    </Card>
  );
}
