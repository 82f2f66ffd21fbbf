import type { TManagedProperty, TManagedRequestCategory, TTranslatable } from '@habitat/shared';
import { Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { fieldCodesOf } from '@/lib/forms/field-codes';
import { EmptyList, QueryState } from '../components/console-list';
import { PropertyGate } from '../components/property-gate';
import { reportChangeError } from '../components/report-error';
import {
  type TCategoryChange,
  useChangeRequestCategory,
  useManagedRequestCategories,
} from '../request-categories/api';
import {
  NameDialog,
  nameErrors,
  RetireDialog,
  type TNameTarget,
} from '../request-categories/category-dialogs';
import { CategoryTree } from '../request-categories/category-tree';

type TDoneKey =
  | 'manage.request_categories.added'
  | 'manage.request_categories.renamed'
  | 'manage.request_categories.moved'
  | 'manage.request_categories.retired_done'
  | 'manage.request_categories.restored_done';

/** Sends a change; resolves with the fields the server refused (empty once done). */
function useSendChange(property: number) {
  const { t } = useTranslation();
  const change = useChangeRequestCategory(property);
  return async (request: TCategoryChange, doneKey: TDoneKey): Promise<Record<string, string>> => {
    try {
      await change.mutateAsync(request);
      notifications.show({
        color: 'teal',
        message: t(doneKey),
      });
      return {};
    } catch (error) {
      const refused = fieldCodesOf(error);
      if (refused && 'name' in request) {
        const fields = nameErrors(refused);
        if (fields.fr || fields.en) return refused;
      }
      await reportChangeError(t, error, { lead: 'manage.request_categories.could_not' });
      return {};
    }
  };
}

/** How many nodes sit under `node` (the retire warning counts them). */
function countBelow(
  nodes: readonly TManagedRequestCategory[],
  node: TManagedRequestCategory,
): number {
  const children = nodes.filter((other) => other.parent === node.id);
  return children.reduce((sum, child) => sum + 1 + countBelow(nodes, child), 0);
}

function CategoriesPanel(props: { property: TManagedProperty }) {
  const { t } = useTranslation();
  const { property } = props;
  const tree = useManagedRequestCategories(property.id);
  const send = useSendChange(property.id);
  const [naming, setNaming] = useState<TNameTarget | null>(null);
  const [retiring, setRetiring] = useState<TManagedRequestCategory | null>(null);
  const nodes = tree.data?.data ?? [];

  const saveName = async (name: TTranslatable) => {
    if (!naming) return {};
    const refused =
      naming.kind === 'rename'
        ? await send(
            { kind: 'rename', id: naming.node.id, name },
            'manage.request_categories.renamed',
          )
        : await send(
            { kind: 'create', name, parent: naming.parent?.id ?? null },
            'manage.request_categories.added',
          );
    return nameErrors(refused);
  };

  return (
    <Stack gap="md" maw={960}>
      <Text size="sm">{t('manage.request_categories.intro')}</Text>
      <OrganizationWideNote nodes={nodes} />
      <Group justify="space-between" wrap="wrap" gap="sm">
        {tree.data && (
          <Text size="sm" c="dimmed">
            {t('manage.request_categories.count', { count: tree.data.count })}
          </Text>
        )}
        <Button
          leftSection={<IconPlus size={18} aria-hidden />}
          onClick={() => setNaming({ kind: 'create', parent: null })}
        >
          {t('manage.request_categories.add')}
        </Button>
      </Group>
      <QueryState query={tree}>
        {() =>
          nodes.length === 0 ? (
            <EmptyList>{t('manage.request_categories.empty')}</EmptyList>
          ) : (
            <CategoryTree
              label={t('manage.request_categories.tree_label')}
              nodes={nodes}
              onAddChild={(parent) => setNaming({ kind: 'create', parent })}
              onRename={(node) => setNaming({ kind: 'rename', node })}
              onRetire={setRetiring}
              onMove={(node, position) =>
                void send(
                  { kind: 'reorder', id: node.id, position },
                  'manage.request_categories.moved',
                )
              }
            />
          )
        }
      </QueryState>
      <NameDialog
        key={naming?.kind === 'rename' ? naming.node.id : `new-${naming?.parent?.id ?? 0}`}
        target={naming}
        timeZone={property.timeZone}
        onClose={() => setNaming(null)}
        onSave={saveName}
      />
      <RetireDialog
        node={retiring}
        below={retiring ? countBelow(nodes, retiring) : 0}
        onClose={() => setRetiring(null)}
        onConfirm={async () => {
          if (!retiring) return;
          const kind = retiring.deleted ? 'restore' : 'retire';
          await send(
            { kind, id: retiring.id },
            kind === 'retire'
              ? 'manage.request_categories.retired_done'
              : 'manage.request_categories.restored_done',
          );
          setRetiring(null);
        }}
      />
    </Stack>
  );
}

/** Why the organization's nodes can or cannot be changed here (only when the tree has some). */
function OrganizationWideNote(props: { nodes: readonly TManagedRequestCategory[] }) {
  const { t } = useTranslation();
  const shared = props.nodes.filter((node) => node.organizationWide);
  if (shared.length === 0) return null;
  const editable = shared.every((node) => node.editable);
  return (
    <Text size="sm" c="dimmed">
      {t(
        editable
          ? 'manage.request_categories.organization_editable_help'
          : 'manage.request_categories.organization_read_only_help',
      )}
    </Text>
  );
}

/** /manage/request-categories: the building's request category tree. */
export function ManageRequestCategoriesPage() {
  return (
    <PropertyGate>
      {(property) => <CategoriesPanel key={property.id} property={property} />}
    </PropertyGate>
  );
}
