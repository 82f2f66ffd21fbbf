import { canAddChildCategory, type TManagedRequestCategory } from '@habitat/shared';
import { ActionIcon, Badge, Box, Button, Group, Stack, Title } from '@mantine/core';
import {
  IconArchive,
  IconArrowBackUp,
  IconChevronDown,
  IconChevronUp,
  IconPencil,
  IconPlus,
} from '@tabler/icons-react';
import { useLocalized } from '@/brand';
import { useTranslation } from '@/i18n/use-translation';
import classes from './category-tree.module.css';

export type TTreeActions = {
  onAddChild: (parent: TManagedRequestCategory) => void;
  onRename: (node: TManagedRequestCategory) => void;
  onRetire: (node: TManagedRequestCategory) => void;
  onMove: (node: TManagedRequestCategory, position: number) => void;
};

type TTreeProps = TTreeActions & { nodes: readonly TManagedRequestCategory[] };

const headingOrder = (level: number) => (level + 1) as 2 | 3 | 4;

/**
 * The node's place among the siblings it is reordered with: those of the same owner (the
 * building's own, or the organization's) that the caller may change.
 */
function ownPlace(nodes: readonly TManagedRequestCategory[], node: TManagedRequestCategory) {
  const own = nodes.filter(
    (other) =>
      other.parent === node.parent &&
      other.editable &&
      other.organizationWide === node.organizationWide,
  );
  return { index: own.findIndex((other) => other.id === node.id), count: own.length };
}

function NodeBadges(props: { node: TManagedRequestCategory }) {
  const { t } = useTranslation();
  const { node } = props;
  return (
    <Group gap={6}>
      {node.deleted && (
        <Badge color="gray" variant="filled">
          {t('manage.request_categories.retired')}
        </Badge>
      )}
      {node.hidden && !node.deleted && (
        <Badge color="gray" variant="outline">
          {t('manage.request_categories.hidden_by_parent')}
        </Badge>
      )}
      {node.organizationWide && (
        <Badge color="blue" variant="light">
          {t('manage.request_categories.organization_wide')}
        </Badge>
      )}
      {!node.editable && (
        <Badge color="gray" variant="outline">
          {t('manage.request_categories.organization_read_only')}
        </Badge>
      )}
      {node.requests > 0 && (
        <Badge color="gray" variant="light">
          {t('manage.request_categories.requests', { count: node.requests })}
        </Badge>
      )}
    </Group>
  );
}

function NodeActions(props: TTreeProps & { node: TManagedRequestCategory; headingId: string }) {
  const { t } = useTranslation();
  const { node, nodes, headingId } = props;
  const place = ownPlace(nodes, node);
  const described = { 'aria-describedby': headingId };
  return (
    <Group gap="xs">
      {canAddChildCategory(node.level) && !node.hidden && (
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => props.onAddChild(node)}
          {...described}
        >
          {t('manage.request_categories.add_child')}
        </Button>
      )}
      {node.editable && (
        <>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconPencil size={16} aria-hidden />}
            onClick={() => props.onRename(node)}
            {...described}
          >
            {t('manage.request_categories.rename')}
          </Button>
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant="default"
              size={30}
              disabled={place.index <= 0}
              aria-label={t('manage.request_categories.move_up')}
              onClick={() => props.onMove(node, place.index - 1)}
              {...described}
            >
              <IconChevronUp size={16} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="default"
              size={30}
              disabled={place.index >= place.count - 1}
              aria-label={t('manage.request_categories.move_down')}
              onClick={() => props.onMove(node, place.index + 1)}
              {...described}
            >
              <IconChevronDown size={16} aria-hidden />
            </ActionIcon>
          </Group>
          <Button
            size="xs"
            variant={node.deleted ? 'light' : 'outline'}
            color={node.deleted ? undefined : 'red.9'}
            leftSection={
              node.deleted ? (
                <IconArrowBackUp size={16} aria-hidden />
              ) : (
                <IconArchive size={16} aria-hidden />
              )
            }
            onClick={() => props.onRetire(node)}
            {...described}
          >
            {node.deleted
              ? t('manage.request_categories.restore')
              : t('manage.request_categories.retire')}
          </Button>
        </>
      )}
    </Group>
  );
}

function TreeNode(props: TTreeProps & { node: TManagedRequestCategory }) {
  const localized = useLocalized();
  const { node, nodes } = props;
  const children = nodes.filter((other) => other.parent === node.id);
  const headingId = `request-category-${node.id}`;
  return (
    <li>
      <Box
        py="xs"
        px="sm"
        style={{
          borderInlineStart: `3px solid var(--mantine-color-${node.hidden ? 'gray-4' : 'brand-6'})`,
          background: node.hidden ? 'var(--mantine-color-gray-1)' : undefined,
          borderRadius: 'var(--mantine-radius-sm)',
        }}
      >
        <Group gap="xs" justify="space-between" wrap="wrap">
          <Group gap="xs" wrap="wrap" style={{ minWidth: 0 }}>
            <Title
              order={headingOrder(node.level)}
              size="h5"
              id={headingId}
              c={node.hidden ? 'gray.7' : undefined}
              td={node.deleted ? 'line-through' : undefined}
              style={{ overflowWrap: 'anywhere' }}
            >
              {localized(node.name)}
            </Title>
            <NodeBadges node={node} />
          </Group>
          <NodeActions {...props} headingId={headingId} />
        </Group>
      </Box>
      {children.length > 0 && <TreeList {...props} parent={node.id} />}
    </li>
  );
}

function TreeList(props: TTreeProps & { parent: number | null; label?: string }) {
  const { label, ...rest } = props;
  const level = props.nodes.filter((node) => node.parent === props.parent);
  return (
    <Stack
      component="ul"
      gap="xs"
      m={0}
      mt={props.parent === null ? 0 : 'xs'}
      p={props.parent === null ? 0 : undefined}
      className={props.parent === null ? undefined : classes.nested}
      style={{ listStyle: 'none' }}
      aria-label={label}
    >
      {level.map((node) => (
        <TreeNode key={node.id} {...rest} node={node} />
      ))}
    </Stack>
  );
}

/**
 * The building's tree as nested lists, one heading per node (h2 category, h3 sub-category,
 * h4 type) so screen readers can move through it by level. Retired nodes and those under them
 * are dimmed and badged.
 */
export function CategoryTree(props: TTreeProps & { label: string }) {
  return <TreeList {...props} parent={null} label={props.label} />;
}
