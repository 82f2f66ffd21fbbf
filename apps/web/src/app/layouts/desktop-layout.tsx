import { ActionIcon, Anchor, AppShell, Divider, Group, Image } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useBrand } from '@/brand';
import { paths } from '@/config/paths';
import { NotificationBell } from '@/features/notifications';
import { PwaNotices } from '@/features/offline';
import { useLoggedIn, useMe } from '@/features/session';
import { useTranslation } from '@/i18n/use-translation';
import { LaterTask } from '../first-render/later-task';
import { LEGAL_ENTRIES } from '../menu/menu-entries';
import { NavMenu } from '../menu/nav-menu';
import { useMenu } from '../menu/use-menu';
import { PageHeading } from './page-heading';
import { PageOutlet } from './page-outlet';
import { withSafeArea } from './safe-area';
import { SettingsMenu } from './settings-menu';
import { SkipLink } from './skip-link';
import { usePageTitle } from './use-page-title';

/**
 * The menu's entries and the resident's name are read by these parts, not by the layout: their
 * data arriving re-renders the part, not the whole layout.
 */
function MenuNav() {
  return <NavMenu entries={useMenu().entries} />;
}

function ProfileLink() {
  const me = useMe();
  if (!me.data) return null;
  return (
    <Anchor component={Link} to={paths.profile()} fw={600} c="var(--mantine-color-text)">
      {`${me.data.firstName} ${me.data.lastName}`}
    </Anchor>
  );
}

/**
 * Desktop layout (docs/product.md: Screens, wider than 600 px): header with page title and icon, the
 * user's name linking to the profile, a settings menu; side navigation with terms and
 * privacy. On tablets (under 1100 px) the side navigation is narrower and collapsible.
 */
export function DesktopLayout(props: { tablet: boolean }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const pageTitle = usePageTitle();
  const loggedIn = useLoggedIn();
  const [navOpened, nav] = useDisclosure(true);
  const collapsed = props.tablet && !navOpened;

  return (
    <AppShell
      header={{ height: withSafeArea(64, 'top') }}
      navbar={{
        width: props.tablet ? 220 : 270,
        breakpoint: 'xs',
        collapsed: { desktop: collapsed, mobile: collapsed },
      }}
      padding="lg"
      data-layout={props.tablet ? 'tablet' : 'desktop'}
    >
      <SkipLink />
      <PwaNotices />
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" miw={0}>
            {props.tablet && (
              <ActionIcon
                variant="subtle"
                color="gray"
                size="lg"
                onClick={nav.toggle}
                aria-label={navOpened ? t('menu.collapse') : t('menu.expand')}
                aria-expanded={navOpened}
                aria-controls="side-navigation"
              >
                {navOpened ? (
                  <IconLayoutSidebarLeftCollapse size={22} stroke={1.6} />
                ) : (
                  <IconLayoutSidebarLeftExpand size={22} stroke={1.6} />
                )}
              </ActionIcon>
            )}
            <Anchor
              component={Link}
              to={paths.home()}
              aria-label={`${brand.appTitle} – ${t('menu.home')}`}
            >
              <Image src={brand.iconPath} alt="" w={36} h={36} />
            </Anchor>
            <PageHeading size="h3" lineClamp={1}>
              {pageTitle}
            </PageHeading>
          </Group>
          <Group gap="md" wrap="nowrap">
            {loggedIn && (
              <LaterTask>
                <NotificationBell size="lg" />
              </LaterTask>
            )}
            {loggedIn && <ProfileLink />}
            <SettingsMenu loggedIn={loggedIn} />
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar p="sm" id="side-navigation">
        {/* The browser's own scrolling: Mantine's ScrollArea would add its code to every page. */}
        <AppShell.Section grow style={{ overflowY: 'auto' }}>
          <nav aria-label={t('menu.label')}>
            <LaterTask>
              <MenuNav />
            </LaterTask>
          </nav>
        </AppShell.Section>
        <AppShell.Section>
          <Divider mb="xs" />
          <nav aria-label={t('menu.legal')}>
            <NavMenu entries={LEGAL_ENTRIES} compact />
          </nav>
        </AppShell.Section>
      </AppShell.Navbar>

      <AppShell.Main id="main" tabIndex={-1} style={{ outline: 'none' }}>
        <PageOutlet />
      </AppShell.Main>
    </AppShell>
  );
}
