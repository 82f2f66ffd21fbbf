import { NavLink, VisuallyHidden } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '@/i18n/use-translation';
import type { TMenuEntry } from './menu-entries';

function isActive(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}

/** A keyboard-reachable list of menu links (drawer on mobile, side navigation on desktop). */
export function NavMenu(props: {
  entries: readonly TMenuEntry[];
  onNavigate?: () => void;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {props.entries.map((entry) => {
        const icon = <entry.icon size={20} stroke={1.6} aria-hidden />;
        if (entry.external) {
          return (
            <li key={entry.id}>
              <NavLink
                component="a"
                href={entry.to}
                target="_blank"
                rel="noopener noreferrer"
                onClick={props.onNavigate}
                leftSection={icon}
                rightSection={<IconExternalLink size={14} aria-hidden />}
                label={
                  <>
                    {t(entry.labelKey)}
                    <VisuallyHidden> ({t('menu.new_tab')})</VisuallyHidden>
                  </>
                }
                py={props.compact ? 6 : 10}
              />
            </li>
          );
        }
        const active = isActive(pathname, entry.to);
        return (
          <li key={entry.id}>
            <NavLink
              component={Link}
              to={entry.to}
              onClick={props.onNavigate}
              active={active}
              aria-current={active ? 'page' : undefined}
              leftSection={icon}
              label={t(entry.labelKey)}
              py={props.compact ? 6 : 10}
              style={{ borderRadius: 'var(--mantine-radius-md)' }}
            />
          </li>
        );
      })}
    </ul>
  );
}
