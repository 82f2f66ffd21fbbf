import {
  AppShell,
  Burger,
  Button,
  Divider,
  Group,
  NavLink,
  Select,
  Stack,
  Text,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconAlertTriangle,
  IconApps,
  IconBuilding,
  IconCalendarEvent,
  IconClipboardList,
  IconFileCertificate,
  IconFileText,
  IconHistory,
  IconLayoutDashboard,
  IconListTree,
  IconLogout,
  IconMailExclamation,
  IconNews,
  IconReceiptRefund,
  IconTool,
  IconUserPlus,
  IconUserShield,
  IconUsers,
} from '@tabler/icons-react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { sessionStore, useMe } from '@/features/session';
import { useTranslation } from '@/i18n/use-translation';
import { apiFetch } from '@/lib/api-client';
import { LanguageSwitch } from '../components/language-switch';
import { useConsoleTitle } from '../manage-console-title';
import { ConsoleBell } from '../notifications/console-bell';
import { managePaths } from '../paths';
import { useSelectedProperty } from '../selected-property';
import { ConsoleHeading } from './console-heading';

/** An entry stays lit on the pages under it (a request under Requests), the dashboard only on its own. */
const isWithin = (pathname: string, to: string) =>
  pathname === to || (to !== managePaths.dashboard() && pathname.startsWith(`${to}/`));

const NAV = [
  { to: managePaths.dashboard(), labelKey: 'manage.nav.dashboard', icon: IconLayoutDashboard },
  { to: managePaths.billboard(), labelKey: 'manage.nav.billboard', icon: IconClipboardList },
  { to: managePaths.requests(), labelKey: 'manage.requests.nav', icon: IconTool },
  { to: managePaths.accounts(), labelKey: 'manage.accounts.nav', icon: IconUserPlus },
  { to: managePaths.residents(), labelKey: 'manage.residents.nav', icon: IconUsers },
  { to: managePaths.leases(), labelKey: 'manage.leases.nav', icon: IconFileCertificate },
  { to: managePaths.news(), labelKey: 'manage.news.nav', icon: IconNews },
  { to: managePaths.documents(), labelKey: 'manage.documents.nav', icon: IconFileText },
  { to: managePaths.services(), labelKey: 'manage.services.nav', icon: IconApps },
  { to: managePaths.calendar(), labelKey: 'manage.calendar.nav', icon: IconCalendarEvent },
  { to: managePaths.refunds(), labelKey: 'manage.refunds.nav', icon: IconReceiptRefund },
  {
    to: managePaths.deliveries(),
    labelKey: 'manage.notifications.deliveries_nav',
    icon: IconMailExclamation,
  },
  {
    to: managePaths.emergency(),
    labelKey: 'manage.notifications.emergency_nav',
    icon: IconAlertTriangle,
  },
  {
    to: managePaths.requestCategories(),
    labelKey: 'manage.request_categories.nav',
    icon: IconListTree,
  },
  { to: managePaths.building(), labelKey: 'manage.building.nav', icon: IconBuilding },
  { to: managePaths.audit(), labelKey: 'manage.audit.nav', icon: IconHistory },
  { to: managePaths.managers(), labelKey: 'manage.managers.nav', icon: IconUserShield },
] as const;

/** Ends the session here and on the server (other copies of the token stop working). */
function useSignOut() {
  const navigate = useNavigate();
  return () => {
    const token = sessionStore.get()?.token;
    if (token) apiFetch('/api/logout', { method: 'POST', token }).catch(() => undefined);
    sessionStore.clear();
    void navigate(managePaths.login(), { replace: true });
  };
}

function PropertySwitcher() {
  const { t } = useTranslation();
  const { list, selected, select } = useSelectedProperty();
  if (list.length === 0) return null;
  return (
    <Select
      label={t('manage.nav.property')}
      data={list.map((property) => ({ value: String(property.id), label: property.name }))}
      value={selected ? String(selected.id) : null}
      onChange={(value) => value && select(Number(value))}
      allowDeselect={false}
      checkIconPosition="right"
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/**
 * The console's frame: header with the page title, side navigation (Dashboard, Billboard),
 * the building switcher, language and sign-out. Desktop-first; under 768 px the navigation
 * folds into a menu opened by the header's button.
 */
export function ConsoleLayout() {
  const { t } = useTranslation();
  const title = useConsoleTitle();
  const me = useMe();
  const signOut = useSignOut();
  const { pathname } = useLocation();
  const [opened, menu] = useDisclosure(false);

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="lg"
      data-layout="console"
    >
      <a href="#main" className="skip-link">
        {t('app.skip_to_content')}
      </a>
      <AppShell.Header>
        <Group h="100%" px="md" gap="sm" wrap="nowrap">
          <Burger
            opened={opened}
            onClick={menu.toggle}
            hiddenFrom="sm"
            size="sm"
            aria-label={opened ? t('manage.nav.close') : t('manage.nav.open')}
            aria-expanded={opened}
            aria-controls="console-navigation"
          />
          <Text fw={700} visibleFrom="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {t('manage.app_title')}
          </Text>
          <ConsoleHeading>{title}</ConsoleHeading>
          <Group ml="auto" gap="xs" wrap="nowrap">
            <ConsoleBell />
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar p="sm" id="console-navigation">
        <AppShell.Section>
          <PropertySwitcher />
        </AppShell.Section>
        <AppShell.Section grow mt="md">
          <nav aria-label={t('manage.nav.label')}>
            <Stack gap={4}>
              {NAV.map((entry) => (
                <NavLink
                  key={entry.to}
                  component={Link}
                  to={entry.to}
                  label={t(entry.labelKey)}
                  leftSection={<entry.icon size={20} stroke={1.6} aria-hidden />}
                  active={isWithin(pathname, entry.to)}
                  aria-current={
                    pathname === entry.to
                      ? 'page'
                      : isWithin(pathname, entry.to)
                        ? 'true'
                        : undefined
                  }
                  style={{ borderRadius: 8, minHeight: 44 }}
                  // A link chosen in the folded menu closes it.
                  onClick={menu.close}
                />
              ))}
            </Stack>
          </nav>
        </AppShell.Section>
        <AppShell.Section>
          <Divider mb="xs" />
          {me.data && (
            <Text size="sm" c="dimmed" px="sm" pb={4}>
              {`${me.data.firstName} ${me.data.lastName}`}
            </Text>
          )}
          <LanguageSwitch fullWidth />
          <Button
            variant="subtle"
            color="gray"
            justify="flex-start"
            fullWidth
            leftSection={<IconLogout size={18} aria-hidden />}
            onClick={signOut}
          >
            {t('manage.nav.sign_out')}
          </Button>
        </AppShell.Section>
      </AppShell.Navbar>

      <AppShell.Main id="main" tabIndex={-1} style={{ outline: 'none' }}>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
