import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { IconCloudOff, IconRefresh } from '@tabler/icons-react';
import { useEffect, useSyncExternalStore } from 'react';
import { useBrand } from '@/brand';
import { useTranslation } from '@/i18n/use-translation';
import { useOfflineRefusals, useOnline } from './online-status';
import classes from './pwa-notices.module.css';
import { appUpdate } from './update-store';

function OfflineNotice() {
  const { t } = useTranslation();
  return (
    <Paper className={`${classes.card} ${classes.offline}`} radius="md" shadow="md" withBorder>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <IconCloudOff className={classes.icon} size={22} stroke={1.8} aria-hidden />
        <div>
          <Text fw={700}>{t('offline.title')}</Text>
          <Text size="sm">{t('offline.text')}</Text>
        </div>
      </Group>
    </Paper>
  );
}

function UpdatePrompt(props: { onReload: () => void }) {
  const { t } = useTranslation();
  const brand = useBrand();
  return (
    <Paper className={classes.card} radius="md" shadow="md" withBorder>
      <Stack gap="xs">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <IconRefresh className={classes.icon} size={22} stroke={1.8} aria-hidden />
          <div>
            <Text fw={700}>{t('offline.update_title')}</Text>
            <Text size="sm">{t('offline.update_text', { app: brand.appTitle })}</Text>
          </div>
        </Group>
        <Group gap="xs" justify="flex-end">
          <Button variant="subtle" color="gray" size="sm" onClick={() => appUpdate.dismiss()}>
            {t('offline.update_later')}
          </Button>
          <Button size="sm" onClick={props.onReload}>
            {t('offline.update_reload')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * What the app says about the connection and its version, in both layouts: offline, that it
 * shows the last visit and sends nothing (polite); a write refused offline (assertive); a new
 * version waiting, with Reload. The live regions are always there, empty when there is nothing
 * to say, so a screen reader hears what appears in them.
 */
/**
 * While a notice shows, the root gets `data-pwa-notices` and their height: the page then grows
 * by it at the bottom (pwa-notices.module.css), so its last controls scroll out from under them.
 */
function useRoomAtTheBottom() {
  const { ref, height } = useElementSize();
  useEffect(() => {
    const root = document.documentElement;
    if (height <= 0) return;
    root.dataset.pwaNotices = '';
    root.style.setProperty('--pwa-notices-height', `${Math.ceil(height)}px`);
    return () => {
      delete root.dataset.pwaNotices;
      root.style.removeProperty('--pwa-notices-height');
    };
  }, [height]);
  return ref;
}

export function PwaNotices() {
  const { t } = useTranslation();
  const online = useOnline();
  const refusals = useOfflineRefusals(online);
  const applyUpdate = useSyncExternalStore(appUpdate.subscribe, appUpdate.get, appUpdate.get);
  const ref = useRoomAtTheBottom();
  return (
    <div className={classes.notices} ref={ref}>
      <div aria-live="polite">{(!online || refusals > 0) && <OfflineNotice />}</div>
      <div aria-live="assertive">
        {refusals > 0 && (
          <Paper
            key={refusals}
            className={`${classes.card} ${classes.refused}`}
            radius="md"
            shadow="md"
            withBorder
          >
            <Text size="sm" fw={600}>
              {t('offline.refused')}
            </Text>
          </Paper>
        )}
      </div>
      <div aria-live="polite">{applyUpdate && <UpdatePrompt onReload={applyUpdate} />}</div>
    </div>
  );
}
