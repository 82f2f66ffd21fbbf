import { PASSWORD_RESET_TOKEN_TTL_MINUTES, type TManagedResidentDetail } from '@habitat/shared';
import { Alert, Badge, Button, Group, Loader, Stack } from '@mantine/core';
import { IconMailForward, IconPencil } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import type { TFunction } from '@/i18n/setup';
import { useTranslation } from '@/i18n/use-translation';
import { openDialog } from '@/ui/dialog';
import { reportChangeError } from '../components/report-error';
import { Fact, Section } from '../requests/detail-section';
import { notify } from '../services/notify';
import { useSetResidentActive } from './api';
import { useSendPasswordLink } from './resident-api';

// Loaded when the manager opens Edit: react-hook-form (the `forms` chunk, build/chunks.ts) would
// otherwise come with the page's first download, which has no other form.
const ResidentForm = lazy(() =>
  import('./resident-form').then((m) => ({ default: m.ResidentForm })),
);

const nameOf = (resident: TManagedResidentDetail) => `${resident.firstName} ${resident.lastName}`;

async function confirm(
  t: TFunction,
  kind: 'link' | 'deactivate',
  resident: TManagedResidentDetail,
) {
  const answer = await openDialog({
    title: t(kind === 'link' ? 'manage.residents.link_title' : 'manage.residents.deactivate_title'),
    message: t(
      kind === 'link' ? 'manage.residents.link_question' : 'manage.residents.deactivate_question',
      { name: nameOf(resident), email: resident.email, minutes: PASSWORD_RESET_TOKEN_TTL_MINUTES },
    ),
    actions: [
      { label: t('manage.residents.deactivate_no'), value: 'no' },
      kind === 'link'
        ? { label: t('manage.residents.link_yes'), value: 'yes' }
        : { label: t('manage.residents.deactivate_yes'), value: 'yes', destructive: true },
    ],
  });
  return answer === 'yes';
}

/**
 * The resident's account: how they sign in and reach them, edited in place; a link to choose a
 * password (none while deactivated: it says so); deactivate or reactivate.
 */
export function ResidentAccount(props: { resident: TManagedResidentDetail }) {
  const { t } = useTranslation();
  const { resident } = props;
  const [editing, setEditing] = useState(false);
  const link = useSendPasswordLink(resident.id);
  const active = useSetResidentActive();
  const deactivated = resident.deactivatedAt !== null;

  const sendLink = async () => {
    if (!(await confirm(t, 'link', resident))) return;
    try {
      const sent = await link.mutateAsync();
      notify(t('manage.residents.link_sent', { email: sent.sentTo }));
    } catch (error) {
      await reportChangeError(t, error);
    }
  };
  const toggle = async () => {
    if (!deactivated && !(await confirm(t, 'deactivate', resident))) return;
    try {
      await active.mutateAsync({ id: resident.id, active: deactivated });
      notify(t(deactivated ? 'manage.residents.reactivated' : 'manage.residents.deactivated_done'));
    } catch (error) {
      await reportChangeError(t, error);
    }
  };

  return (
    <Section title={t('manage.residents.account')}>
      {editing ? (
        <Suspense fallback={<Loader size="sm" role="status" aria-label={t('app.loading')} />}>
          <ResidentForm resident={resident} onDone={() => setEditing(false)} />
        </Suspense>
      ) : (
        <Stack gap={6}>
          <Fact label={t('manage.residents.first_name')} value={resident.firstName} />
          <Fact label={t('manage.residents.last_name')} value={resident.lastName} />
          <Fact label={t('manage.residents.email')} value={resident.email} />
          <Fact label={t('manage.residents.phone')} value={resident.phone ?? '—'} />
          <Fact label={t('manage.residents.username')} value={resident.username} />
          <Fact
            label={t('manage.residents.state')}
            value={
              <Badge color={deactivated ? 'red' : 'teal'} variant="light" component="span">
                {t(deactivated ? 'manage.residents.deactivated' : 'manage.residents.active')}
              </Badge>
            }
          />
        </Stack>
      )}
      {deactivated && (
        <Alert color="gray" variant="light">
          {t('manage.residents.no_link_while_deactivated')}
        </Alert>
      )}
      {!editing && (
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconPencil size={16} aria-hidden />}
            onClick={() => setEditing(true)}
          >
            {t('manage.residents.edit')}
          </Button>
          <Button
            variant="default"
            h="auto"
            mih={36}
            py={6}
            // A long label wraps on a phone rather than being cut.
            styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
            leftSection={<IconMailForward size={16} aria-hidden />}
            loading={link.isPending}
            disabled={deactivated}
            onClick={() => void sendLink()}
          >
            {t('manage.residents.send_link')}
          </Button>
          <Button
            variant={deactivated ? 'light' : 'default'}
            color={deactivated ? 'teal' : 'red'}
            loading={active.isPending}
            onClick={() => void toggle()}
          >
            {t(deactivated ? 'manage.residents.reactivate' : 'manage.residents.deactivate')}
          </Button>
        </Group>
      )}
    </Section>
  );
}
