import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import listRow from '@/ui/list-row.module.css';

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
    <Card withBorder radius="lg" p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Title order={2} size="h4" id={headingId}>
            {props.title}
          </Title>
          {props.badge && (
            <Badge variant="filled" radius="sm" style={{ flexShrink: 0 }}>
              {props.badge}
            </Badge>
          )}
        </Group>
        {props.children.length > 0 ? (
          <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
            {props.children}
          </Stack>
        ) : (
          <Text c="dimmed">{props.empty}</Text>
        )}
        <Anchor component={Link} to={props.all.to} mt="auto" fw={500} py={10}>
          {props.all.label}
        </Anchor>
      </Stack>
    </Card>
  );
}

/** An item of a card: a row that opens it; `label` is what a screen reader reads for the link. */
export function GlanceItem(props: {
  to: string;
  label?: string;
  primary: ReactNode;
  secondary?: ReactNode;
  /** Under the texts, e.g. a status badge beside the latest activity. */
  footer?: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <li>
      <Link to={props.to} className={listRow.row} aria-label={props.label}>
        <div className={listRow.text}>
          {props.primary}
          {props.secondary && (
            <Text size="sm" c="dimmed" lineClamp={1}>
              {props.secondary}
            </Text>
          )}
          {props.footer}
        </div>
        {props.aside}
        <IconChevronRight size={18} className={listRow.chevron} aria-hidden />
      </Link>
    </li>
  );
}
