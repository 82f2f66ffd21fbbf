import { Badge } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { AppLink } from '@/ui/app-link';
import heading from '@/ui/heading.module.css';
import listRow from '@/ui/list-row.module.css';
import classes from './glance.module.css';

/**
 * One card of the home page: a heading (with how many, when it matters), up to three items each
 * a link, or what the card says when it has none, and a link to the whole list.
 */
export function GlanceCard(props: {
  id: string;
  title: string;
  badge?: string;
  all: { to: string; label: string };
  empty: string;
  children: ReactNode[];
}) {
  const headingId = `glance-${props.id}`;
  return (
    <section className={classes.card} aria-labelledby={headingId}>
      <div className={classes.heading}>
        <h2 className={heading.heading} data-size="h4" id={headingId}>
          {props.title}
        </h2>
        {props.badge && (
          <Badge variant="filled" radius="sm" className={classes.badge}>
            {props.badge}
          </Badge>
        )}
      </div>
      {props.children.length > 0 ? (
        <ul className={classes.list}>{props.children}</ul>
      ) : (
        <p className={classes.empty}>{props.empty}</p>
      )}
      <AppLink to={props.all.to} className={classes.all}>
        {props.all.label}
      </AppLink>
    </section>
  );
}

/** An item of a card: a row that opens it; `label` is what a screen reader reads for the link. */
export function GlanceItem(props: {
  to: string;
  label?: string;
  /** The item's title, on two lines at most; bolder for what is new. */
  primary: string;
  weight?: 500 | 600 | 700;
  /** One line under the title (a date). */
  secondary?: ReactNode;
  /** Under the texts, e.g. a status badge beside the latest activity. */
  footer?: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <li>
      <AppLink to={props.to} className={listRow.row} aria-label={props.label}>
        <div className={listRow.text}>
          <p className={classes.primary} style={{ fontWeight: props.weight ?? 600 }}>
            {props.primary}
          </p>
          {props.secondary && <p className={classes.secondary}>{props.secondary}</p>}
          {props.footer}
        </div>
        {props.aside}
        <IconChevronRight size={18} className={listRow.chevron} aria-hidden />
      </AppLink>
    </li>
  );
}
