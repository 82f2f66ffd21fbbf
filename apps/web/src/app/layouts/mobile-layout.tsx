import { ActionIcon, AppShell, Burger, Drawer, Group, Image, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLogin, IconUserCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useBrand } from '@/brand';
import { paths } from '@/config/paths';
import { NotificationBell } from '@/features/notifications';
import { PwaNotices } from '@/features/offline';
import { useTranslation } from '@/i18n/use-translation';
import { LEGAL_ENTRIES } from '../menu/menu-entries';
import { NavMenu } from '../menu/nav-menu';
import { useMenu } from '../menu/use-menu';
import { PageHeading } from './page-heading';
import { PageOutlet } from './page-outlet';
import { withSafeArea } from './safe-area';
import { SkipLink } from './skip-link';
import { TabBar } from './tab-bar';
import { usePageTitle } from './use-page-title';

const HEADER_HEIGHT = 56;
const FOOTER_HEIGHT = 64;
/** The slide-in menu opens under the header. */
const MENU_TOP = withSafeArea(HEADER_HEIGHT, 'top');
/** The slide-in menu's content, which the toggle controls. */
const MENU_ID = 'main-menu';

/**
 * The slide-in menu's state. A link followed from the menu leaves the focus to the new
 * page's heading; closing it otherwise (toggle, Escape, overlay) returns it to the toggle.
 */
function useSlideInMenu() {
  const [opened, handlers] = useDisclosure(false);
  const [returnFocus, setReturnFocus] = useState(true);
  const closeWith = (focusToggle: boolean) => () => {
    setReturnFocus(focusToggle);
    handlers.close();
  };
  const toggle = () => {
    setReturnFocus(true);
    handlers.toggle();
  };
  return { opened, returnFocus, toggle, close: closeWith(true), closeToNavigate: closeWith(false) };
}

/**
 * Mobile layout (docs/product.md: Screens): header with menu toggle, title, notification bell and
 * profile button; slide-in menu; footer tab bar. While the menu is open the title reads
 * "Our application".
 */
export function MobileLayout() {
  const { t } = useTranslation();
  const brand = useBrand();
  const pageTitle = usePageTitle();
  const { entries, tabs, loggedIn } = useMenu();
  const menu = useSlideInMenu();
  const menuOpened = menu.opened;

  return (
    <AppShell
      header={{ height: withSafeArea(HEADER_HEIGHT, 'top') }}
      footer={{ height: withSafeArea(FOOTER_HEIGHT, 'bottom') }}
      padding="md"
      data-layout="mobile"
    >
      <SkipLink />
      <PwaNotices />
      <AppShell.Header>
        <Group h="100%" px="xs" justify="space-between" wrap="nowrap" gap="xs">
          <Burger
            opened={menuOpened}
            onClick={menu.toggle}
            aria-label={menuOpened ? t('menu.close') : t('menu.open')}
            aria-expanded={menuOpened}
            // The menu is rendered only while open: a reference to it when closed would point
            // at no element (axe aria-valid-attr-value).
            aria-controls={menuOpened ? MENU_ID : undefined}
          />
          <PageHeading size="h4" ta="center" lineClamp={1}>
            {menuOpened ? t('app.our_application') : pageTitle}
          </PageHeading>
          {loggedIn ? (
            <Group gap={0} wrap="nowrap">
              <NotificationBell size="xl" onNavigate={menu.closeToNavigate} />
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
            </Group>
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
        </Group>
      </AppShell.Header>

      <Drawer
        id={`${MENU_ID}-drawer`}
        opened={menuOpened}
        onClose={menu.close}
        returnFocus={menu.returnFocus}
        size="85%"
        // Below the header, so its title swap and the toggle stay visible.
        zIndex={90}
        styles={{ inner: { top: MENU_TOP }, overlay: { top: MENU_TOP } }}
        title={
          <Group gap="sm">
            <Image src={brand.iconPath} alt="" w={32} h={32} />
            <Text fw={700}>{brand.appTitle}</Text>
          </Group>
        }
        closeButtonProps={{ 'aria-label': t('menu.close') }}
      >
        <div id={MENU_ID}>
          <nav aria-label={t('menu.label')}>
            <NavMenu entries={entries} onNavigate={menu.closeToNavigate} />
          </nav>
          <nav aria-label={t('menu.legal')} style={{ marginTop: 'var(--mantine-spacing-lg)' }}>
            <NavMenu entries={LEGAL_ENTRIES} onNavigate={menu.closeToNavigate} compact />
          </nav>
        </div>
      </Drawer>

      <AppShell.Main id="main" tabIndex={-1} style={{ outline: 'none' }}>
        <PageOutlet />
      </AppShell.Main>

      <AppShell.Footer>
        <TabBar tabs={tabs} />
      </AppShell.Footer>
    </AppShell>
  );
}
