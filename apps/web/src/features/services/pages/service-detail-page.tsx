import { hasOpeningHours, type TService, withScheme } from '@habitat/shared';
import { Anchor, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconMail, IconPhone, IconWorld } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { useLocalized } from '@/brand';
import { paths } from '@/config/paths';
import { useServiceBookable } from '@/features/bookings';
import { useLoggedIn } from '@/features/session';
import { useTranslation } from '@/i18n/use-translation';
import { ApiError } from '@/lib/api-client';
import { ContactLine } from '@/ui/contact-line';
import { ImageSlider } from '@/ui/image-slider';
import { LoadError } from '@/ui/load-error';
import { RemoteIcon } from '@/ui/remote-icon';
import { useNow } from '@/ui/use-now';
import { usePropertyTimeZone, useService } from '../api';
import { DocumentLinkList, ExternalLinkList } from '../components/link-list';
import { OpeningHoursTable, OpenNowStatus } from '../components/opening-hours';
import { ServiceActions } from '../components/service-actions';
import classes from './service-detail-page.module.css';

function Section(props: { id: string; title: string; children: ReactNode }) {
  return (
    <Card
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      shadow="xs"
      component="section"
      aria-labelledby={props.id}
    >
      <Stack gap="sm">
        <Title order={3} size="h4" id={props.id}>
          {props.title}
        </Title>
        {props.children}
      </Stack>
    </Card>
  );
}

function ServiceDetail(props: { service: TService }) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const loggedIn = useLoggedIn();
  const timeZone = usePropertyTimeZone();
  const now = useNow();
  const { service } = props;
  const name = localized(service.name);
  const description = localized(service.description);
  const withHours = hasOpeningHours(service.hours);
  const canBook = useServiceBookable(service);
  const contact = [service.link, service.email, service.phoneNumber].some(
    (value) => value !== null && value.trim() !== '',
  );
  const iconProps = { size: 20, 'aria-hidden': true, style: { flexShrink: 0, marginTop: 2 } };

  return (
    <div className={classes.layout}>
      <Stack gap="lg">
        <ImageSlider
          images={service.images}
          labels={{
            region: t('services.photos', { name }),
            previous: t('services.slider.previous'),
            next: t('services.slider.next'),
            slide: (position, count) => t('services.slider.slide', { position, count }),
            alt: (position, count) => t('services.photo_alt', { name, position, count }),
          }}
        />
        <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} shadow="xs">
          <Stack gap="md">
            <Group gap="md" wrap="nowrap" align="center">
              <RemoteIcon src={service.icon} alt="" size={44} />
              <Stack gap={4} style={{ minWidth: 0 }}>
                <Title order={2}>{name}</Title>
                {withHours && (
                  <Group>
                    <OpenNowStatus hours={service.hours} now={now} timeZone={timeZone} />
                  </Group>
                )}
              </Stack>
            </Group>
            {description.trim() !== '' && (
              <Text lh={1.6} style={{ whiteSpace: 'pre-line' }}>
                {description}
              </Text>
            )}
            {loggedIn && <ServiceActions service={service} canBook={canBook} />}
          </Stack>
        </Card>
        {service.externalLinks.length > 0 && (
          <Section id="service-links" title={t('services.links')}>
            <ExternalLinkList links={service.externalLinks} />
          </Section>
        )}
        {service.documents.length > 0 && (
          <Section id="service-documents" title={t('services.documents')}>
            <DocumentLinkList documents={service.documents} />
          </Section>
        )}
      </Stack>
      <Stack gap="lg">
        {withHours && (
          <Section id="service-hours" title={t('services.hours')}>
            <OpeningHoursTable
              hours={service.hours}
              now={now}
              timeZone={timeZone}
              labelledBy="service-hours"
            />
          </Section>
        )}
        {contact && (
          <Section id="service-contact" title={t('services.contact')}>
            <Stack component="dl" gap="sm" m={0}>
              {service.link && (
                <ContactLine icon={<IconWorld {...iconProps} />} label={t('services.website')}>
                  <Anchor href={withScheme(service.link)} target="_blank" rel="noopener noreferrer">
                    {service.link}
                  </Anchor>
                </ContactLine>
              )}
              {service.email && (
                <ContactLine icon={<IconMail {...iconProps} />} label={t('services.email')}>
                  {service.email}
                </ContactLine>
              )}
              {service.phoneNumber && (
                <ContactLine icon={<IconPhone {...iconProps} />} label={t('services.phone')}>
                  {service.phoneNumber}
                </ContactLine>
              )}
            </Stack>
          </Section>
        )}
      </Stack>
    </div>
  );
}

/** /services/{id}: photos, description, contact, links, documents and opening hours (docs/product.md: Screens). */
export function ServiceDetailPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const service = useService(id);

  let content: ReactNode;
  if (!Number.isInteger(id) || id <= 0) {
    content = (
      <LoadError
        error={new ApiError({ status: 404, code: 'not_found', message: 'Not found' })}
        onRetry={() => undefined}
        back={{ to: paths.services(), label: t('services.back') }}
      />
    );
  } else if (service.data) {
    content = <ServiceDetail service={service.data} />;
  } else if (service.isError) {
    content = (
      <LoadError
        error={service.error}
        onRetry={() => void service.refetch()}
        retrying={service.isFetching}
        back={{ to: paths.services(), label: t('services.back') }}
      />
    );
  } else {
    content = (
      <Stack gap="lg" role="status" aria-label={t('app.loading')}>
        <Skeleton radius="lg" style={{ aspectRatio: '16 / 10' }} maw={640} />
        <Skeleton h={140} radius="lg" maw={640} />
      </Stack>
    );
  }
  return (
    <Stack maw={1100} mx="auto" w="100%">
      {content}
    </Stack>
  );
}
