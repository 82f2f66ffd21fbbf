import { LOCALES, type TLocale } from '@habitat/shared';
import { Menu } from '@mantine/core';
import { IconCheck, IconLogin, IconLogout } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useLogout } from '@/features/session';
import { setLocale } from '@/i18n/setup';
import { useTranslation } from '@/i18n/use-translation';
import { SettingsButton } from './settings-button';

/**
 * The settings menu (settings-menu.tsx), first rendered by the click that opens it: mounted
 * closed with the focus on its own button, then opened, so that the menu records the button to
 * give the focus back to (Escape, a choice).
 */
export function SettingsMenuDropdown(props: { loggedIn: boolean }) {
  const { t, i18n } = useTranslation();
  const button = useRef<HTMLButtonElement>(null);
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    button.current?.focus();
    setOpened(true);
  }, []);
  const logout = useLogout();
  const navigate = useNavigate();
  const labels: Record<TLocale, string> = { fr: t('language.fr'), en: t('language.en') };

  return (
    <Menu
      position="bottom-end"
      width={220}
      shadow="md"
      withinPortal
      opened={opened}
      onChange={setOpened}
    >
      <Menu.Target>
        <SettingsButton ref={button} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('language.label')}</Menu.Label>
        {LOCALES.map((locale) => {
          const current = i18n.language === locale;
          return (
            <Menu.Item
              key={locale}
              lang={locale}
              aria-current={current ? 'true' : undefined}
              onClick={() => void setLocale(locale)}
              rightSection={current ? <IconCheck size={16} aria-hidden /> : null}
            >
              {labels[locale]}
            </Menu.Item>
          );
        })}
        <Menu.Divider />
        {props.loggedIn ? (
          <Menu.Item leftSection={<IconLogout size={16} aria-hidden />} onClick={logout}>
            {t('menu.logout')}
          </Menu.Item>
        ) : (
          <Menu.Item
            leftSection={<IconLogin size={16} aria-hidden />}
            onClick={() => void navigate(paths.login())}
          >
            {t('menu.login')}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
