import { ActionIcon } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import { useTranslation } from '@/i18n/use-translation';

/** The desktop header's settings button, before and after its menu's code has loaded. */
export const SettingsButton = forwardRef<HTMLButtonElement, ComponentPropsWithoutRef<'button'>>(
  function SettingsButton(props, ref) {
    const { t } = useTranslation();
    return (
      <ActionIcon ref={ref} variant="default" size="lg" aria-label={t('menu.settings')} {...props}>
        <IconSettings size={20} stroke={1.6} />
      </ActionIcon>
    );
  },
);
