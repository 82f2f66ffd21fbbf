import { canTransition, displayedStatus, formatLongDateTime, type TPost } from '@habitat/shared';
import { Alert, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconEdit, IconMessageReport, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { useLocalized } from '@/brand';
import { paths } from '@/config/paths';
import { NoAccountNotice } from '@/features/no-account';
import { usePropertyTimeZone } from '@/features/services';
import { useLoggedIn } from '@/features/session';
import { currentLocale, translateCode } from '@/i18n/setup';
import { useTranslation } from '@/i18n/use-translation';
import { isApiError } from '@/lib/api-client';
import { openDialog } from '@/ui/dialog';
import { ItemView } from '@/ui/item-view';
import { useSpinner } from '@/ui/spinner';
import { useGoBack } from '@/ui/use-go-back';
import { postKeys, removePost, usePost, useViewer } from '../api';
import { PostStatusBadge } from '../components/post-status-badge';

/** Asks yes/no, then sets the post to finished (docs/product.md: States) and returns to the billboard. */
function useRemove(post: TPost) {
  const { t } = useTranslation();
  const viewer = useViewer();
  const spinner = useSpinner();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  return async () => {
    const answer = await openDialog({
      title: t('billboard.remove.title'),
      message: t('billboard.remove.question'),
      actions: [
        { label: t('billboard.remove.no'), value: 'no' },
        { label: t('billboard.remove.yes'), value: 'yes', destructive: true },
      ],
    });
    if (answer !== 'yes') return;
    let removed: TPost;
    try {
      removed = await spinner.track(removePost(post, viewer.property));
    } catch (error) {
      const message = isApiError(error)
        ? translateCode(t, error.code, error.message)
        : t('form.could_not_send');
      await openDialog({ title: t('dialog.oops'), message });
      return;
    }
    // The answer is the post as it now is; only the lists need reloading.
    queryClient.setQueryData(postKeys.detail(post.id), removed);
    await queryClient.invalidateQueries({
      queryKey: postKeys.all,
      predicate: (query) => query.queryKey[1] !== 'detail',
    });
    const tab = post.status === 'published' ? 'published' : 'pending';
    void navigate(paths.billboard({ tab }), { replace: true });
  };
}

function PostArticle(props: { post: TPost; timeZone: string }) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const viewer = useViewer();
  const goBack = useGoBack(paths.billboard());
  const { post } = props;
  const remove = useRemove(post);
  const title = localized(post.title);
  const subTitle = localized(post.subTitle).trim();
  const body = localized(post.body);
  const rejected = displayedStatus(post.status) === 'rejected';
  const note = post.decisionNote?.trim() ?? '';
  const removable =
    viewer.userId !== null &&
    post.author.id === viewer.userId &&
    canTransition({ from: post.status, to: 'finished', actor: 'author' });
  // The refusal's reason asks for changes: the author edits it and sends it again.
  const editable =
    viewer.userId !== null && post.author.id === viewer.userId && post.status === 'rejected';

  return (
    <Stack gap="lg" component="article" aria-labelledby="post-title">
      {post.image && (
        <img
          src={post.image.url}
          alt={t('billboard.photo_alt', { title })}
          style={{
            width: '100%',
            maxHeight: 480,
            objectFit: 'cover',
            borderRadius: 'var(--mantine-radius-lg)',
            background: 'var(--mantine-color-gray-1)',
            display: 'block',
          }}
        />
      )}
      <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="xs">
        <Stack gap="sm">
          <Group justify="space-between" align="flex-start" gap="sm">
            <Text component="time" dateTime={post.startAt} size="sm" c="dimmed">
              {formatLongDateTime(post.startAt, currentLocale(), props.timeZone)}
            </Text>
            <Group gap={6}>
              <Text size="sm" c="dimmed" component="span">
                {t('billboard.status_label')}
              </Text>
              <PostStatusBadge status={post.status} />
            </Group>
          </Group>
          <Title order={2} id="post-title" style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Title>
          {subTitle !== '' && (
            <Text size="lg" fw={500} c="dimmed">
              {subTitle}
            </Text>
          )}
          <Text lh={1.7} mt="xs" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {body}
          </Text>
        </Stack>
      </Card>
      {rejected && note !== '' && (
        <Alert
          color="red"
          variant="light"
          radius="lg"
          icon={<IconMessageReport size={20} aria-hidden />}
          title={t('billboard.rejection_reason')}
        >
          <Text style={{ whiteSpace: 'pre-line' }}>{note}</Text>
        </Alert>
      )}
      <Group justify="space-between" gap="sm">
        <Button
          variant="default"
          leftSection={<IconArrowLeft size={18} aria-hidden />}
          onClick={goBack}
        >
          {t('billboard.back')}
        </Button>
        {editable && (
          <Button
            component={Link}
            to={`${paths.newPost()}?edit=${post.id}`}
            leftSection={<IconEdit size={18} aria-hidden />}
          >
            {t('billboard.edit.button')}
          </Button>
        )}
        {removable && (
          <Button
            color="red"
            variant="light"
            leftSection={<IconTrash size={18} aria-hidden />}
            onClick={() => void remove()}
          >
            {t('billboard.remove.button')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

function PostView(props: { id: number }) {
  const { t } = useTranslation();
  const post = usePost(props.id);
  const timeZone = usePropertyTimeZone();
  return (
    <ItemView
      id={props.id}
      item={post}
      timeZone={timeZone}
      back={{ to: paths.billboard(), label: t('billboard.back_to_list') }}
      skeleton={
        <>
          <Skeleton h={280} radius="lg" />
          <Skeleton h={220} radius="lg" />
        </>
      }
    >
      {(shown, zone) => <PostArticle post={shown} timeZone={zone} />}
    </ItemView>
  );
}

/** /billboard/{id}: photo, title, subtitle, date, body, status, rejection reason; back, remove. */
export function PostDetailPage() {
  const loggedIn = useLoggedIn();
  const id = Number(useParams().id);
  return (
    <Stack maw={860} mx="auto" w="100%">
      {loggedIn ? <PostView id={id} /> : <NoAccountNotice variant="login-button" />}
    </Stack>
  );
}
