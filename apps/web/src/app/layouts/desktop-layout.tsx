import { ActionIcon, Anchor } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
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
import classes from './desktop-layout.module.css';
import frame from './frame.module.css';
import { PageHeading } from './page-heading';
import { PageOutlet } from './page-outlet';
import { withSafeArea } from './safe-area';
import { SCROLL_LOCK_BAR_CLASS } from './scroll-lock-bar';
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

const HEADER_HEIGHT = 64;
const NAVBAR_WIDTH = { tablet: 220, desktop: 270 };

/** The bars' sizes, as the variables AppShell would set (desktop-layout.module.css). */
function shellSizes(navbarWidth: number, collapsed: boolean): CSSProperties {
  return {
    '--app-shell-header-height': withSafeArea(HEADER_HEIGHT, 'top'),
    '--app-shell-navbar-width': `${navbarWidth}px`,
    '--app-shell-navbar-offset': collapsed ? '0px' : `${navbarWidth}px`,
  } as CSSProperties;
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
    <div
      className={classes.shell}
      style={shellSizes(NAVBAR_WIDTH[props.tablet ? 'tablet' : 'desktop'], collapsed)}
      data-layout={props.tablet ? 'tablet' : 'desktop'}
    >
      <SkipLink />
      <PwaNotices />
      <header className={`${frame.header} ${SCROLL_LOCK_BAR_CLASS}`}>
        <div className={frame.headerBar}>
          <div className={classes.start}>
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
            <Link
              to={paths.home()}
              className={classes.home}
              aria-label={`${brand.appTitle} – ${t('menu.home')}`}
            >
              <img src={brand.iconPath} alt="" width={36} height={36} />
            </Link>
            <PageHeading size="h3">{pageTitle}</PageHeading>
          </div>
          <div className={classes.end}>
            {loggedIn && (
              <LaterTask>
                <NotificationBell size="lg" />
              </LaterTask>
            )}
            {loggedIn && <ProfileLink />}
            <SettingsMenu loggedIn={loggedIn} />
          </div>
        </div>
      </header>

      <div className={classes.navbar} id="side-navigation" data-collapsed={collapsed || undefined}>
        <nav aria-label={t('menu.label')} className={classes.links}>
          <LaterTask>
            <MenuNav />
          </LaterTask>
        </nav>
        <nav aria-label={t('menu.legal')} className={classes.legal}>
          <NavMenu entries={LEGAL_ENTRIES} compact />
        </nav>
      </div>

      <main id="main" tabIndex={-1} className={classes.main}>
        <PageOutlet />
      </main>
    </div>
  );
}
