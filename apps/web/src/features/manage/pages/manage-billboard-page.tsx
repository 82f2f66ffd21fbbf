import {
  MODERATION_STATUSES,
  type TManagedProperty,
  type TModerationAction,
} from '@habitat/shared';
import { Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { fieldCodesOf } from '@/lib/forms/field-codes';
import { moderationPageCount, useModeratePost, useModerationPage } from '../api';
import { ConsoleList } from '../components/console-list';
import { ModerationCard } from '../components/moderation-card';
import { PropertyGate } from '../components/property-gate';
import { ReasonDialog, type TReasonAction } from '../components/reason-dialog';
import { reportChangeError } from '../components/report-error';
import { useStatusList } from '../components/status-position';

const DONE_KEYS = {
  publish: 'manage.billboard.published',
  reject: 'manage.billboard.rejected',
  disable: 'manage.billboard.disabled',
} as const;

/**
 * A decision, with what a person can act on when it fails: a post decided meanwhile (409)
 * says so (the list is read again), a refused reason returns to its field, the rest in a dialog.
 */
function useDecide(property: TManagedProperty) {
  const { t } = useTranslation();
  const moderate = useModeratePost(property.id);
  return {
    busyPost: moderate.isPending ? (moderate.variables?.postId ?? null) : null,
    decide: async (postId: number, action: TModerationAction, reason?: string) => {
      try {
        await moderate.mutateAsync({ postId, action, reason });
        notifications.show({ color: 'teal', message: t(DONE_KEYS[action]) });
        return null;
      } catch (error) {
        const field = fieldCodesOf(error)?.reason;
        if (field) return field;
        await reportChangeError(t, error, { conflict: 'manage.billboard.conflict' });
        return null;
      }
    },
  };
}

function ModerationList(props: { property: TManagedProperty }) {
  const { property } = props;
  const { position, listProps } = useStatusList(
    MODERATION_STATUSES,
    'manage.billboard',
    moderationPageCount,
  );
  const list = useModerationPage(property.id, position.status, position.page);
  const { decide, busyPost } = useDecide(property);
  const [asking, setAsking] = useState<{ postId: number; action: TReasonAction } | null>(null);

  const onAction = (postId: number, action: TModerationAction) => {
    if (action === 'publish') void decide(postId, action);
    else setAsking({ postId, action });
  };

  return (
    <Stack gap="md" maw={960}>
      <ConsoleList {...listProps} query={list}>
        {(post) => (
          <ModerationCard
            key={post.id}
            post={post}
            timeZone={property.timeZone}
            busy={busyPost === post.id}
            onAction={(action) => onAction(post.id, action)}
          />
        )}
      </ConsoleList>
      <ReasonDialog
        action={asking?.action ?? null}
        onClose={() => setAsking(null)}
        onConfirm={(reason) =>
          asking ? decide(asking.postId, asking.action, reason) : Promise.resolve(null)
        }
      />
    </Stack>
  );
}

/** /manage/billboard: the moderation queue and the other statuses, one tab each. */
export function ManageBillboardPage() {
  return (
    <PropertyGate>
      {(property) => <ModerationList key={property.id} property={property} />}
    </PropertyGate>
  );
}
