import {
  type Icon,
  IconArrowLeft,
  IconBuildingStore,
  IconClipboardList,
  IconHome,
  IconInfoCircle,
  IconPin,
  IconUser,
} from '@tabler/icons-react';
import { useLocation } from 'react-router';
import { paths } from '@/config/paths';
import type { TI18nKey } from '@/i18n/setup';
import { useTranslation } from '@/i18n/use-translation';
import { AppLink } from '@/ui/app-link';
import { useGoBack } from '@/ui/use-go-back';
import type { TTabId } from '../menu/menu-entries';
import classes from './tab-bar.module.css';

const TABS: Record<Exclude<TTabId, 'back'>, { labelKey: TI18nKey; icon: Icon; to: string }> = {
  billboard: { labelKey: 'menu.billboard', icon: IconPin, to: paths.billboard() },
  home: { labelKey: 'menu.home', icon: IconHome, to: paths.home() },
  services: { labelKey: 'menu.services', icon: IconBuildingStore, to: paths.services() },
  requests: { labelKey: 'menu.requests', icon: IconClipboardList, to: paths.requests() },
  about: { labelKey: 'menu.about', icon: IconInfoCircle, to: paths.about() },
  profile: { labelKey: 'menu.profile', icon: IconUser, to: paths.profile() },
};

/**
 * Mobile footer tab bar (docs/product.md: Screens). Plain links and a button, not Mantine's
 * components: the bar is part of every page's first render on a phone.
 */
export function TabBar(props: { tabs: readonly TTabId[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const goBack = useGoBack();
  return (
    <nav aria-label={t('menu.tab_bar')} className={classes.bar}>
      {props.tabs.map((id) => {
        if (id === 'back') {
          return (
            <button key={id} type="button" className={classes.tab} onClick={goBack}>
              <IconArrowLeft size={24} stroke={1.6} aria-hidden />
              <span className={classes.label}>{t('menu.back')}</span>
            </button>
          );
        }
        const tab = TABS[id];
        const active = pathname === tab.to || pathname.startsWith(`${tab.to}/`);
        return (
          <AppLink
            key={id}
            to={tab.to}
            className={classes.tab}
            data-active={active || undefined}
            aria-current={active ? 'page' : undefined}
          >
            <tab.icon size={24} stroke={1.6} aria-hidden />
            <span className={classes.label}>{t(tab.labelKey)}</span>
          </AppLink>
        );
      })}
    </nav>
  );
}
