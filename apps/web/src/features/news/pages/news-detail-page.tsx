import { formatLongDateTime, type TNewsItem } from '@habitat/shared';
import { Anchor, Card, Group, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconFileDownload } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { useLocalized } from '@/brand';
import { paths } from '@/config/paths';
import { NoAccountNotice } from '@/features/no-account';
import { usePropertyTimeZone } from '@/features/services';
import { useLoggedIn } from '@/features/session';
import { currentLocale } from '@/i18n/setup';
import { useTranslation } from '@/i18n/use-translation';
import { ImageSlider } from '@/ui/image-slider';
import { ItemView } from '@/ui/item-view';
import { useNewsItem } from '../api';

/** The slider shows the main image, then the files tagged image. */
export function sliderImages(item: Pick<TNewsItem, 'image' | 'files'>): string[] {
  const attached = item.files.filter((file) => file.tag === 'image').map((file) => file.url);
  return item.image ? [item.image.url, ...attached] : attached;
}

function NewsArticle(props: { item: TNewsItem; timeZone: string }) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const { item } = props;
  const title = localized(item.title);
  const subTitle = localized(item.subTitle);
  const body = localized(item.body);
  const images = sliderImages(item);
  const documents = item.files.filter((file) => file.tag === 'document');

  return (
    <Stack gap="lg" component="article" aria-labelledby="news-title">
      <ImageSlider
        images={images}
        labels={{
          region: t('news.photos', { title }),
          previous: t('news.slider.previous'),
          next: t('news.slider.next'),
          slide: (position, count) => t('news.slider.slide', { position, count }),
          alt: (position, count) => t('news.photo_alt', { title, position, count }),
        }}
      />
      <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="xs">
        <Stack gap="sm">
          <Title order={2} id="news-title">
            {title}
          </Title>
          {subTitle.trim() !== '' && (
            <Text size="lg" fw={500} c="dimmed">
              {subTitle}
            </Text>
          )}
          <Text component="time" dateTime={item.createdAt} size="sm" c="dimmed">
            {formatLongDateTime(item.createdAt, currentLocale(), props.timeZone)}
          </Text>
          <Text lh={1.7} mt="xs" style={{ whiteSpace: 'pre-line' }}>
            {body}
          </Text>
        </Stack>
      </Card>
      {documents.length > 0 && (
        <Card
          withBorder
          radius="lg"
          p={{ base: 'md', sm: 'xl' }}
          shadow="xs"
          component="section"
          aria-labelledby="news-documents"
        >
          <Stack gap="sm">
            <Title order={3} size="h4" id="news-documents">
              {t('news.documents')}
            </Title>
            <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
              {documents.map((file) => (
                <li key={file.id}>
                  <Anchor href={file.url} download style={{ overflowWrap: 'anywhere' }}>
                    <Group gap={6} wrap="nowrap" component="span" align="flex-start">
                      <IconFileDownload
                        size={18}
                        aria-hidden
                        style={{ flexShrink: 0, marginTop: 2 }}
                      />
                      <span>
                        {file.name?.trim() || t('news.document_without_name')}
                        <VisuallyHidden>{` (${t('news.download')})`}</VisuallyHidden>
                      </span>
                    </Group>
                  </Anchor>
                </li>
              ))}
            </Stack>
          </Stack>
        </Card>
      )}
    </Stack>
  );
}

function NewsItemView(props: { id: number }) {
  const { t } = useTranslation();
  const item = useNewsItem(props.id);
  const timeZone = usePropertyTimeZone();
  return (
    <ItemView
      id={props.id}
      item={item}
      timeZone={timeZone}
      back={{ to: paths.news(), label: t('news.back') }}
      skeleton={
        <>
          <Skeleton radius="lg" style={{ aspectRatio: '16 / 10' }} />
          <Skeleton h={200} radius="lg" />
        </>
      }
    >
      {(shown, zone) => <NewsArticle item={shown} timeZone={zone} />}
    </ItemView>
  );
}

/** /news/{id}: slider, title, subtitle, date, body and documents; visitors see the notice. */
export function NewsDetailPage() {
  const loggedIn = useLoggedIn();
  const id = Number(useParams().id);
  return (
    <Stack maw={860} mx="auto" w="100%">
      {loggedIn ? <NewsItemView id={id} /> : <NoAccountNotice variant="login-button" />}
    </Stack>
  );
}
