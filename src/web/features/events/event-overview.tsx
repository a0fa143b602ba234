import {
  Anchor,
  Badge,
  Box,
  Group,
  Image,
  Paper,
  SimpleGrid,
  Spoiler,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { ReactNode } from 'react';
import type { HubEvent } from '@/contract/events';
import { formatDocument } from '@/web/components/display-format';
import { useI18n } from '@/web/i18n/i18n';
import type { MessageKey } from '@/web/i18n/messages';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper
      withBorder
      p="lg"
      component="section"
      aria-label={title}
      // Printed, a section stays on one page.
      style={{ breakInside: 'avoid' }}
    >
      <Title order={2} size="h4" mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

function Fields({ items }: { items: [label: string, value: ReactNode][] }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm" component="dl" m={0}>
      {items.map(([label, value]) => (
        <div key={label}>
          <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600} lts={0.3}>
            {label}
          </Text>
          <Text component="dd" size="sm" m={0} mt={2} style={{ overflowWrap: 'anywhere' }}>
            {value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}

function YesNo({ value }: { value: boolean }) {
  const { t } = useI18n();
  return (
    <Badge variant="light" color={value ? 'teal' : 'gray'} size="sm">
      {value ? t('value.yes') : t('value.no')}
    </Badge>
  );
}

function MediaPreview({ label, url }: { label: string; url: string | null }) {
  const { t } = useI18n();
  return (
    <Stack gap={6}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      {url ? (
        <Image
          src={url}
          alt={label}
          h={120}
          fit="contain"
          radius="sm"
          bg="var(--mantine-color-default-hover)"
          fallbackSrc="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E"
        />
      ) : (
        <Box
          h={120}
          bg="var(--mantine-color-default-hover)"
          style={{
            borderRadius: 'var(--mantine-radius-sm)',
            display: 'grid',
            placeItems: 'center',
          }}
        >
          <Text size="sm" c="dimmed">
            {t('overview.noMedia')}
          </Text>
        </Box>
      )}
    </Stack>
  );
}

const salesModeLabel = (mode: string): MessageKey | null =>
  mode === 'platform' || mode === 'external' || mode === 'free'
    ? (`salesMode.${mode}` as const)
    : null;
const feeModeLabel = (mode: string): MessageKey | null =>
  mode === 'buyer' || mode === 'organizer' ? (`feeMode.${mode}` as const) : null;

/** The event's own fields: what the configuration review does not draw. */
export function EventOverview({ event }: { event: HubEvent }) {
  const { t, format } = useI18n();
  const none = t('value.none');
  const text = (value: string | null | undefined) => (value ? value : none);
  const salesMode = salesModeLabel(event.sales_mode);
  const feeMode = feeModeLabel(event.service_fee_mode);

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <Section title={t('overview.datesAndSales')}>
          <Fields
            items={[
              [t('field.date'), format.date(event.date)],
              [t('field.registrationOpen'), <YesNo key="open" value={event.registration_open} />],
              [t('field.opensAt'), format.dateTime(event.registration_opens_at)],
              [t('field.closesAt'), format.dateTime(event.registration_closes_at)],
              [t('field.salesMode'), salesMode ? t(salesMode) : event.sales_mode],
              [
                t('field.maxRegistrations'),
                event.max_registrations != null
                  ? format.number(event.max_registrations)
                  : t('value.unlimited'),
              ],
              [t('field.isFree'), <YesNo key="free" value={event.is_free} />],
              [
                t('field.externalUrl'),
                event.external_registration_url ? (
                  <Anchor
                    href={event.external_registration_url}
                    target="_blank"
                    rel="noreferrer noopener"
                    size="sm"
                  >
                    {event.external_registration_url}
                  </Anchor>
                ) : (
                  none
                ),
              ],
              ...(event.counters
                ? ([
                    [t('field.registrations'), format.number(event.counters.registrations)],
                    [t('field.results'), format.number(event.counters.results)],
                  ] as [string, ReactNode][])
                : []),
            ]}
          />
        </Section>
        <Section title={t('overview.fees')}>
          <Fields
            items={[
              [t('field.serviceFee'), format.money(event.service_fee_cents)],
              [t('field.serviceFeeMode'), feeMode ? t(feeMode) : event.service_fee_mode],
              [
                t('field.hubFee'),
                event.hub_fee_percent != null ? `${format.number(event.hub_fee_percent)} %` : none,
              ],
              [
                t('field.refundWindow'),
                event.refund_window_days != null
                  ? t('value.days', { count: event.refund_window_days })
                  : none,
              ],
              [t('field.refundSummary'), text(event.refund_summary)],
            ]}
          />
        </Section>
        <Section title={t('overview.details')}>
          <Fields
            items={[
              [t('field.place'), [event.city, event.state].filter(Boolean).join(' / ') || none],
              [t('field.organizer'), text(event.organizer?.name)],
              [t('field.document'), event.document ? formatDocument(event.document) : none],
              [
                t('field.expectedAthletes'),
                event.expected_athletes != null ? format.number(event.expected_athletes) : none,
              ],
              [t('field.bibs'), format.number(event.bib_count)],
              [t('field.tags'), format.number(event.tag_count)],
              [t('field.difficulty'), text(event.difficulty_grade)],
              [t('field.whatsapp'), text(event.registration_support_whatsapp)],
            ]}
          />
        </Section>
        <Section title={t('overview.services')}>
          <Fields
            items={[
              [t('field.selftiming'), <YesNo key="s" value={event.has_selftiming} />],
              [t('field.qrcodeList'), <YesNo key="q" value={event.has_qrcode_list} />],
              [t('field.medical'), <YesNo key="m" value={event.has_medical} />],
              [t('field.certificate'), <YesNo key="c" value={event.certificate_enabled} />],
            ]}
          />
        </Section>
      </SimpleGrid>

      <Section title={t('overview.media')}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          <MediaPreview label={t('field.logo')} url={event.logo_url} />
          <MediaPreview label={t('field.banner')} url={event.banner_url} />
          <Stack gap={6}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {t('field.regulationPdf')}
            </Text>
            {event.regulation_pdf_url ? (
              <Anchor
                href={event.regulation_pdf_url}
                target="_blank"
                rel="noreferrer noopener"
                size="sm"
              >
                {t('value.openPdf')}
              </Anchor>
            ) : (
              <Text size="sm">{none}</Text>
            )}
          </Stack>
        </SimpleGrid>
      </Section>

      <Section title={t('overview.regulation')}>
        <Stack gap="sm">
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              {t('field.acceptanceRequired')}:
            </Text>
            <YesNo value={event.regulation_acceptance_required} />
          </Group>
          {event.regulation ? (
            <Spoiler
              maxHeight={120}
              showLabel={t('value.showMore')}
              hideLabel={t('value.showLess')}
            >
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {event.regulation}
              </Text>
            </Spoiler>
          ) : (
            <Text size="sm" c="dimmed">
              {t('overview.noRegulation')}
            </Text>
          )}
          {event.regulation_extra_text && (
            <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
              {event.regulation_extra_text}
            </Text>
          )}
        </Stack>
      </Section>
    </Stack>
  );
}
