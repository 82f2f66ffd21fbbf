import type { TLeasePerson, TManagedLease } from '@habitat/shared';
import {
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { TI18nKey } from '@/i18n/setup';
import { useTranslation } from '@/i18n/use-translation';
import { fieldCodesOf } from '@/lib/forms/field-codes';
import { errorCodeAt, setServerFieldErrors } from '@/lib/forms/server-field-errors';
import { reportChangeError } from '../components/report-error';
import { managePaths } from '../paths';
import { useResidents } from '../residents/api';
import { type TLeaseChange, useChangeLease, useLeases } from './api';
import { leaseFieldError, leaseStateText, personName } from './lease-text';

type TChange = (change: TLeaseChange, done: TI18nKey) => Promise<boolean>;

/** Runs a change of the lease, says it is done, or reports why not. */
function useLeaseChange(lease: TManagedLease): [TChange, boolean] {
  const { t } = useTranslation();
  const mutation = useChangeLease(lease.id);
  const change: TChange = async (body, done) => {
    try {
      await mutation.mutateAsync(body);
      notifications.show({ color: 'teal', message: t(done) });
      return true;
    } catch (error) {
      await reportChangeError(t, error);
      return false;
    }
  };
  return [change, mutation.isPending];
}

/** The other leases of the building a person may move to: in force or upcoming. */
function MoveForm(props: { lease: TManagedLease; person: TLeasePerson; onDone: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { lease, person } = props;
  const leases = useLeases(lease.property, null, null);
  const [target, setTarget] = useState<string | null>(null);
  const [change, busy] = useLeaseChange(lease);
  const targets = (leases.data?.data ?? []).filter(
    (other) =>
      other.id !== lease.id &&
      (other.state === 'in_force' || other.state === 'upcoming') &&
      !other.people.some((p) => p.id === person.id),
  );
  const name = personName(person);
  if (leases.isSuccess && targets.length === 0) {
    return <Text size="sm">{t('manage.leases.no_target')}</Text>;
  }
  return (
    <Group
      component="form"
      gap="sm"
      align="flex-end"
      wrap="wrap"
      onSubmit={async (event) => {
        event.preventDefault();
        if (target === null) return;
        const moved = await change(
          { kind: 'move', user: person.id, lease: Number(target) },
          'manage.leases.moved',
        );
        if (moved) {
          props.onDone();
          void navigate(managePaths.lease(Number(target)));
        }
      }}
    >
      <Select
        label={t('manage.leases.move_to', { name })}
        data={targets.map((other) => ({
          value: String(other.id),
          label: t('manage.leases.target', {
            unit: other.unit.number,
            state: leaseStateText(t, other.state),
          }),
        }))}
        value={target}
        onChange={setTarget}
        searchable
        w={280}
      />
      <Button type="submit" disabled={target === null} loading={busy}>
        {t('manage.leases.move_confirm')}
      </Button>
    </Group>
  );
}

function PersonRow(props: { lease: TManagedLease; person: TLeasePerson }) {
  const { t } = useTranslation();
  const { lease, person } = props;
  const [change, busy] = useLeaseChange(lease);
  const [moving, setMoving] = useState(false);
  const name = personName(person);
  return (
    <Card component="li" withBorder radius="sm" p="sm" aria-label={name}>
      <Stack gap="xs">
        <Group gap="xs" wrap="wrap">
          <Text fw={600}>{name}</Text>
          <Badge color={person.signed ? 'teal' : 'gray'}>
            {t(person.signed ? 'manage.leases.signer' : 'manage.leases.not_signer')}
          </Badge>
          {person.deactivated && <Badge color="red">{t('manage.leases.deactivated')}</Badge>}
        </Group>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {person.email}
        </Text>
        <Group gap="xs" wrap="wrap">
          <Button
            size="xs"
            variant="default"
            loading={busy}
            onClick={() =>
              void change(
                { kind: 'signed', user: person.id, signed: !person.signed },
                'manage.leases.saved',
              )
            }
          >
            {t(person.signed ? 'manage.leases.make_not_signer' : 'manage.leases.make_signer')}
          </Button>
          <Button
            size="xs"
            variant="default"
            aria-expanded={moving}
            aria-label={t('manage.leases.move_of', { name })}
            onClick={() => setMoving((open) => !open)}
          >
            {t('manage.leases.move')}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            loading={busy}
            aria-label={t('manage.leases.remove_of', { name })}
            onClick={() =>
              void change({ kind: 'remove', user: person.id }, 'manage.leases.removed')
            }
          >
            {t('manage.leases.remove')}
          </Button>
        </Group>
        {moving && <MoveForm lease={lease} person={person} onDone={() => setMoving(false)} />}
      </Stack>
    </Card>
  );
}

/** Adds a resident of the building, found by name, e-mail or unit. */
function AddResident(props: { lease: TManagedLease }) {
  const { t } = useTranslation();
  const { lease } = props;
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const residents = useResidents(lease.property, q, 1);
  const [user, setUser] = useState<string | null>(null);
  const [signed, setSigned] = useState(true);
  const [change, busy] = useLeaseChange(lease);
  const onLease = new Set(lease.people.map((person) => person.id));
  const options = (residents.data?.data ?? [])
    .filter((resident) => !onLease.has(resident.id))
    .map((resident) => ({
      value: String(resident.id),
      label: `${personName(resident)} · ${resident.unit.number} · ${resident.email}`,
    }));
  return (
    <Stack
      component="form"
      gap="sm"
      onSubmit={async (event) => {
        event.preventDefault();
        if (user === null) return;
        const done = await change(
          { kind: 'add', body: { user: Number(user), signed } },
          'manage.leases.added',
        );
        if (done) {
          setUser(null);
          setSearch('');
        }
      }}
    >
      <Title order={3} size="h5">
        {t('manage.leases.add_title')}
      </Title>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label={t('manage.leases.add_search')}
          placeholder={t('manage.leases.add_search_hint')}
          data={options}
          value={user}
          onChange={setUser}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          filter={({ options: all }) => all}
          nothingFoundMessage={t('manage.residents.none_found')}
          w={360}
          maw="100%"
        />
        <Checkbox
          label={t('manage.leases.add_signed')}
          checked={signed}
          onChange={(event) => setSigned(event.currentTarget.checked)}
          mb={8}
        />
        <Button type="submit" disabled={user === null} loading={busy}>
          {t('manage.leases.add')}
        </Button>
      </Group>
    </Stack>
  );
}

type TInvite = { email: string; firstName: string; lastName: string; signed: boolean };

/** Invites a new person by e-mail: an account and the invitation mail. */
function InvitePerson(props: { lease: TManagedLease }) {
  const { t } = useTranslation();
  const { lease } = props;
  const empty = { email: '', firstName: '', lastName: '' };
  // The server checks it: whether the address is free is its to know.
  const form = useForm<TInvite>({ defaultValues: { ...empty, signed: true } });
  const { errors } = form.formState;
  const mutation = useChangeLease(lease.id);
  const field = (name: keyof typeof empty, label: TI18nKey, type = 'text') => (
    <TextInput
      type={type}
      label={t(label)}
      // Typing in a field clears its error.
      {...form.register(name, { onChange: () => form.clearErrors(name) })}
      error={leaseFieldError(t, errorCodeAt(errors, name))}
      required
      w={type === 'email' ? 280 : 180}
      maw="100%"
    />
  );
  const onValid = async (body: TInvite) => {
    try {
      await mutation.mutateAsync({ kind: 'invite', body });
      form.reset({ ...empty, signed: body.signed });
      notifications.show({ color: 'teal', message: t('manage.leases.invited') });
    } catch (error) {
      if (fieldCodesOf(error)) setServerFieldErrors(form.setError, error);
      else await reportChangeError(t, error);
    }
  };
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)}>
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t('manage.leases.invite_title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('manage.leases.invite_help')}
        </Text>
        <Group gap="sm" align="flex-start" wrap="wrap">
          {field('email', 'manage.leases.invite_email', 'email')}
          {field('firstName', 'manage.leases.invite_first_name')}
          {field('lastName', 'manage.leases.invite_last_name')}
        </Group>
        <Checkbox label={t('manage.leases.add_signed')} {...form.register('signed')} />
        <Group>
          <Button type="submit" loading={mutation.isPending}>
            {t('manage.leases.invite')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The lease's signers and co-tenants, and the ways to add, invite, move or remove one. */
export function LeasePeople(props: { lease: TManagedLease }) {
  const { t } = useTranslation();
  const { lease } = props;
  return (
    <Card withBorder radius="md" p="md" component="section" aria-labelledby="lease-people">
      <Stack gap="md">
        <Title order={2} size="h4" id="lease-people">
          {t('manage.leases.people_title')}
        </Title>
        {lease.people.length === 0 ? (
          <Text c="dimmed">{t('manage.leases.nobody')}</Text>
        ) : (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {lease.people.map((person) => (
              <PersonRow key={person.id} lease={lease} person={person} />
            ))}
          </Stack>
        )}
        <AddResident lease={lease} />
        <InvitePerson lease={lease} />
      </Stack>
    </Card>
  );
}
