import { DEFAULT_TIME_ZONE, formatListDateTime, type THomeSummary } from '@habitat/shared';
import { Badge } from '@mantine/core';
import { memo } from 'react';
import { useLocalized } from '@/brand';
import { paths } from '@/config/paths';
import { useUserProperty } from '@/features/session';
import { useTranslation } from '@/i18n/use-translation';
import { LoadError } from '@/ui/load-error';
import { RequestStatusBadge } from '@/ui/request-status-badge';
import { useCountInTasks } from '@/ui/use-count-in-tasks';
import { useHomeSummary } from '../api';
import classes from './glance.module.css';
import { GlanceCard, GlanceItem } from './glance-card';
import { GlanceSkeleton } from './glance-skeleton';

type TCardProps = { summary: THomeSummary; timeZone: string };

function NotificationsCard({ summary, timeZone }: TCardProps) {
  const { t } = useTranslation();
  const { unread, latest } = summary.notifications;
  return (
    <GlanceCard
      id="notifications"
      title={t('home.glance.notifications')}
      badge={unread > 0 ? t('home.glance.unread', { count: unread }) : undefined}
      all={{ to: paths.notifications(), label: t('home.glance.notifications_all') }}
      empty={t('home.glance.notifications_empty')}
    >
      {latest.map((item) => {
        const date = formatListDateTime(item.createdAt, timeZone);
        return (
          <GlanceItem
            key={item.id}
            to={item.link}
            label={
              item.readAt === null
                ? t('home.glance.unread_item', { title: item.title, date })
                : `${item.title}, ${date}`
            }
            primary={item.title}
            weight={item.readAt === null ? 700 : 500}
            secondary={date}
            aside={
              item.readAt === null && (
                <Badge size="xs" circle variant="filled" aria-hidden>
                  {' '}
                </Badge>
              )
            }
          />
        );
      })}
    </GlanceCard>
  );
}

function BookingsCard({ summary }: TCardProps) {
  const { t } = useTranslation();
  const localized = useLocalized();
  return (
    <GlanceCard
      id="bookings"
      title={t('home.glance.bookings')}
      all={{ to: paths.bookings(), label: t('home.glance.bookings_all') }}
      empty={t('home.glance.bookings_empty')}
    >
      {summary.bookings.map((booking) => {
        const place = booking.placeName ? localized(booking.placeName) : '';
        const service = localized(booking.serviceName);
        const start = formatListDateTime(booking.start, booking.timeZone);
        return (
          <GlanceItem
            key={booking.id}
            to={paths.booking(booking.id)}
            primary={place && place !== service ? `${service} – ${place}` : service}
            secondary={<time dateTime={booking.start}>{start}</time>}
          />
        );
      })}
    </GlanceCard>
  );
}

function RequestsCard({ summary, timeZone }: TCardProps) {
  const { t } = useTranslation();
  const { count, data } = summary.requests;
  const activity = (request: THomeSummary['requests']['data'][number]) => {
    const reply = request.lastReply;
    if (!reply) {
      return t('home.glance.request_updated', {
        date: formatListDateTime(request.updatedAt, timeZone),
      });
    }
    const date = formatListDateTime(reply.at, timeZone);
    return reply.from === 'manager'
      ? t('home.glance.reply_manager', { date })
      : t('home.glance.reply_tenant', { date });
  };
  return (
    <GlanceCard
      id="requests"
      title={t('home.glance.requests')}
      badge={count > 0 ? String(count) : undefined}
      all={{ to: paths.requests(), label: t('home.glance.requests_all') }}
      empty={t('home.glance.requests_empty')}
    >
      {data.map((request) => (
        <GlanceItem
          key={request.id}
          to={paths.request(request.id)}
          primary={`${request.number} · ${request.title}`}
          footer={
            <div className={classes.footer}>
              <RequestStatusBadge status={request.status} size="sm" />
              <span className={classes.meta}>{activity(request)}</span>
            </div>
          }
        />
      ))}
    </GlanceCard>
  );
}

function NewsCard({ summary, timeZone }: TCardProps) {
  const { t } = useTranslation();
  const localized = useLocalized();
  return (
    <GlanceCard
      id="news"
      title={t('home.glance.news')}
      all={{ to: paths.news(), label: t('home.glance.news_all') }}
      empty={t('home.glance.news_empty')}
    >
      {summary.news.map((item) => (
        <GlanceItem
          key={item.id}
          to={paths.newsItem(item.id)}
          primary={localized(item.title)}
          secondary={formatListDateTime(item.createdAt, timeZone)}
          aside={
            item.urgent && (
              <Badge color="red" size="sm" radius="sm" className={classes.badge}>
                {t('home.glance.urgent')}
              </Badge>
            )
          }
        />
      ))}
    </GlanceCard>
  );
}

/** Shown only while some of the resident's posts wait for the management's decision. */
function PendingPostsCard({ summary, timeZone }: TCardProps) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const { count, data } = summary.pendingPosts;
  if (count === 0) return null;
  return (
    <GlanceCard
      id="posts"
      title={t('home.glance.posts')}
      badge={String(count)}
      all={{ to: paths.billboard({ tab: 'pending' }), label: t('home.glance.posts_all') }}
      empty=""
    >
      {data.map((post) => (
        <GlanceItem
          key={post.id}
          to={paths.post(post.id)}
          primary={localized(post.title)}
          secondary={t('home.glance.post_sent', {
            date: formatListDateTime(post.createdAt, timeZone),
          })}
        />
      ))}
    </GlanceCard>
  );
}

/**
 * In the order they show. Memoized: the cards come one a task, and each one's coming would
 * otherwise render again those already shown.
 */
const CARDS = [
  { key: 'notifications', Card: memo(NotificationsCard) },
  { key: 'requests', Card: memo(RequestsCard) },
  { key: 'bookings', Card: memo(BookingsCard) },
  { key: 'news', Card: memo(NewsCard) },
  { key: 'pending-posts', Card: memo(PendingPostsCard) },
];

/** The signed-in home's "at a glance" cards (its own chunk: /home paints before it arrives). */
export default function AtAGlance() {
  const summary = useHomeSummary();
  // Two cards at once (a phone's screenful), then one a task.
  const shownCards = useCountInTasks(summary.data ? CARDS.length : 0, { first: 2, step: 1 });
  const property = useUserProperty();
  const timeZone = property.data?.timeZone ?? DEFAULT_TIME_ZONE;

  if (summary.isError && !summary.data) {
    return (
      <LoadError
        error={summary.error}
        onRetry={() => void summary.refetch()}
        retrying={summary.isFetching}
      />
    );
  }
  if (!summary.data) return <GlanceSkeleton />;
  const props = { summary: summary.data, timeZone };
  return (
    <div className={classes.grid}>
      {CARDS.slice(0, shownCards).map(({ key, Card }) => (
        <Card key={key} {...props} />
      ))}
    </div>
  );
}
