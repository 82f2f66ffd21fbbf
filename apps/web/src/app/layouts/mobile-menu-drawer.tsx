import { Drawer, Group, Image, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useBrand } from '@/brand';
import { useTranslation } from '@/i18n/use-translation';
import { LEGAL_ENTRIES } from '../menu/menu-entries';
import { NavMenu } from '../menu/nav-menu';
import { useMenu } from '../menu/use-menu';
import { HEADER_HEIGHT, MOBILE_MENU_ID } from './mobile-shell';
import { withSafeArea } from './safe-area';

/** The slide-in menu opens under the header. */
const MENU_TOP = withSafeArea(HEADER_HEIGHT, 'top');

type TMobileMenuDrawerProps = {
  opened: boolean;
  onClose: () => void;
  /** A link was followed: the focus goes to the new page, not back to the toggle. */
  onNavigate: () => void;
  returnFocus: boolean;
};

/** The phone's slide-in menu: the app's entries, then the legal pages. */
export function MobileMenuDrawer(props: TMobileMenuDrawerProps) {
  const { t } = useTranslation();
  const brand = useBrand();
  const { entries } = useMenu();
  // Mounted closed, then opened: the drawer records the focus to give back (and slides in) only
  // when `opened` changes, and it is first mounted by the toggle's click that opens it.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <Drawer
      id={`${MOBILE_MENU_ID}-drawer`}
      opened={mounted && props.opened}
      onClose={props.onClose}
      returnFocus={props.returnFocus}
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
      <div id={MOBILE_MENU_ID}>
        <nav aria-label={t('menu.label')}>
          <NavMenu entries={entries} onNavigate={props.onNavigate} />
        </nav>
        <nav aria-label={t('menu.legal')} style={{ marginTop: 'var(--mantine-spacing-lg)' }}>
          <NavMenu entries={LEGAL_ENTRIES} onNavigate={props.onNavigate} compact />
        </nav>
      </div>
    </Drawer>
  );
}
