import { ActionIcon, Burger } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLogin, IconUserCircle } from '@tabler/icons-react';
import { type CSSProperties, lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { NotificationBell } from '@/features/notifications';
import { PwaNotices } from '@/features/offline';
import { useLoggedIn } from '@/features/session';
import { useTranslation } from '@/i18n/use-translation';
import { LaterTask } from '../first-render/later-task';
import { useMenu } from '../menu/use-menu';
import frame from './frame.module.css';
import classes from './mobile-layout.module.css';
import { HEADER_HEIGHT, MOBILE_MENU_ID } from './mobile-shell';
import { PageHeading } from './page-heading';
import { PageOutlet } from './page-outlet';
import { withSafeArea } from './safe-area';
import { SCROLL_LOCK_BAR_CLASS } from './scroll-lock-bar';
import { SkipLink } from './skip-link';
import { TabBar } from './tab-bar';
import { usePageTitle } from './use-page-title';

const FOOTER_HEIGHT = 64;

/** The bars' heights, as the variables AppShell would set (frame.module.css, mobile-layout.module.css). */
const SHELL_SIZES = {
  '--app-shell-header-height': withSafeArea(HEADER_HEIGHT, 'top'),
  '--app-shell-footer-height': withSafeArea(FOOTER_HEIGHT, 'bottom'),
} as CSSProperties;

/**
 * The slide-in menu (a drawer, with its scroll area and positioning code) is downloaded when the
 * resident first reaches for the toggle, not with every page: a phone's first visit skips it.
 */
const loadMenuDrawer = () => import('./mobile-menu-drawer');
const MobileMenuDrawer = lazy(() =>
  loadMenuDrawer().then((m) => ({ default: m.MobileMenuDrawer })),
);

/**
 * The slide-in menu's state. A link followed from the menu leaves the focus to the new
 * page's heading; closing it otherwise (toggle, Escape, overlay) returns it to the toggle.
 */
function useSlideInMenu() {
  const [opened, handlers] = useDisclosure(false);
  const [everOpened, setEverOpened] = useState(false);
  const [returnFocus, setReturnFocus] = useState(true);
  const closeWith = (focusToggle: boolean) => () => {
    setReturnFocus(focusToggle);
    handlers.close();
  };
  const toggle = () => {
    setReturnFocus(true);
    setEverOpened(true);
    handlers.toggle();
  };
  return {
    opened,
    everOpened,
    returnFocus,
    toggle,
    close: closeWith(true),
    closeToNavigate: closeWith(false),
  };
}

/**
 * The tabs the menu's data allows. The menu's data (services, request categories) is read here
 * and in the drawer, not by the layout: its arrival re-renders the bar, not the whole layout.
 */
function MenuTabBar() {
  return <TabBar tabs={useMenu().tabs} />;
}

/**
 * Mobile layout (docs/product.md: Screens): header with menu toggle, title, notification bell and
 * profile button; slide-in menu; footer tab bar. While the menu is open the title reads
 * "Our application".
 */
export function MobileLayout() {
  const { t } = useTranslation();
  const pageTitle = usePageTitle();
  const loggedIn = useLoggedIn();
  const menu = useSlideInMenu();
  const menuOpened = menu.opened;

  return (
    <div className={classes.shell} style={SHELL_SIZES} data-layout="mobile">
      <SkipLink />
      <PwaNotices />
      <header className={`${frame.header} ${SCROLL_LOCK_BAR_CLASS}`}>
        <div className={frame.headerBar}>
          <Burger
            opened={menuOpened}
            onClick={menu.toggle}
            // Starts the download as the finger lands or the focus arrives, before the click.
            onPointerDown={() => void loadMenuDrawer()}
            onFocus={() => void loadMenuDrawer()}
            aria-label={menuOpened ? t('menu.close') : t('menu.open')}
            aria-expanded={menuOpened}
            // The menu is rendered only while open: a reference to it when closed would point
            // at no element (axe aria-valid-attr-value).
            aria-controls={menuOpened ? MOBILE_MENU_ID : undefined}
          />
          <PageHeading size="h4" className={classes.title}>
            {menuOpened ? t('app.our_application') : pageTitle}
          </PageHeading>
          {loggedIn ? (
            <div className={classes.actions}>
              <LaterTask>
                <NotificationBell size="xl" onNavigate={menu.closeToNavigate} />
              </LaterTask>
              <ActionIcon
                component={Link}
                to={paths.profile()}
                variant="subtle"
                size="xl"
                aria-label={t('menu.profile')}
                onClick={menu.closeToNavigate}
              >
                <IconUserCircle size={28} stroke={1.5} />
              </ActionIcon>
            </div>
          ) : (
            <ActionIcon
              component={Link}
              to={paths.login()}
              variant="subtle"
              size="xl"
              aria-label={t('menu.login')}
              onClick={menu.closeToNavigate}
            >
              <IconLogin size={26} stroke={1.5} />
            </ActionIcon>
          )}
        </div>
      </header>

      {menu.everOpened && (
        <Suspense fallback={null}>
          <MobileMenuDrawer
            opened={menuOpened}
            onClose={menu.close}
            onNavigate={menu.closeToNavigate}
            returnFocus={menu.returnFocus}
          />
        </Suspense>
      )}

      <main id="main" tabIndex={-1} className={classes.main}>
        <PageOutlet />
      </main>

      <footer className={`${classes.footer} ${SCROLL_LOCK_BAR_CLASS}`}>
        <LaterTask>
          <MenuTabBar />
        </LaterTask>
      </footer>
    </div>
  );
}
