import { LOCALES, type TLocale } from '@habitat/shared';
import { ActionIcon, Menu } from '@mantine/core';
import { IconCheck, IconLogin, IconLogout, IconSettings } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useLogout } from '@/features/session';
import { setLocale } from '@/i18n/setup';
import { useTranslation } from '@/i18n/use-translation';

/** Desktop settings menu (docs/product.md: Screens): EN/FR switch and logout or login. */
export function SettingsMenu(props: { loggedIn: boolean }) {
  const { t, i18n } = useTranslation();
  const logout = useLogout();
  const navigate = useNavigate();
  const labels: Record<TLocale, string> = { fr: t('language.fr'), en: t('language.en') };

  return (
    <Menu position="bottom-end" width={220} shadow="md" withinPortal>
      <Menu.Target>
        <ActionIcon variant="default" size="lg" aria-label={t('menu.settings')}>
          <IconSettings size={20} stroke={1.6} />
        </ActionIcon>
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
