import { Alert, Button, Container, Grid, Group, JsonInput, Paper, Stack, Table, Tabs, Text, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { stringLimits } from '../../../shared/api/field-limits';
import { createPriceTableVersionSchema } from '../../../shared/api/prices';
import { compareTables } from '../../../shared/pricing/compare-tables';
import { type PriceTable, priceTableSchema } from '../../../shared/pricing/price-table';
import { quote } from '../../../shared/pricing/quote';
import { ApiError } from '../../api/client';
import { useCurrentPriceTable, usePriceVersions } from '../../api/queries';
import { PricePreview } from '../../components/admin/PricePreview';
import { PriceTableForm } from '../../components/admin/prices/PriceTableForm';
import { PageHeader } from '../../components/PageHeader';
import { formatDate, formatNumber, formatPrice } from '../../i18n';
import { useTranslation } from '../../translation/useTranslation';

/**
 * A draft the form can show: the table's grid and groups are there, whatever their values (a value
 * the table refuses is shown at its field). Anything else is edited in the JSON.
 */
function formShaped(raw: unknown): raw is PriceTable {
  if (typeof raw !== 'object' || raw === null) return false;
  const t = raw as Record<string, unknown>;
  const isObject = (v: unknown) => typeof v === 'object' && v !== null && !Array.isArray(v);
  return (
    Array.isArray(t.quantityBreaks) &&
    Array.isArray(t.areaStepsSqIn) &&
    Array.isArray(t.basePricesCents) &&
    t.basePricesCents.every(Array.isArray) &&
    ['products', 'materials', 'finishes', 'shapes', 'vinylColours', 'shipping'].every((k) => isObject(t[k]))
  );
}

/** The edited JSON checked by the shared schema, and the 2 × 2 in white die-cut row it would price. */
function usePreview(json: string) {
  return useMemo(() => {
    let raw: unknown;
    try {
      raw = JSON.parse(json);
    } catch (error) {
      return { error: (error as Error).message };
    }
    const draft = formShaped(raw) ? raw : undefined;
    const parsed = priceTableSchema.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return { draft, error: `${issue.path.join('.')}: ${issue.message}` };
    }
    const table = parsed.data;
    const anchors = table.quantityBreaks.map((quantity) => {
      const result = quote(
        {
          product: 'die-cut',
          widthIn: 2,
          heightIn: 2,
          shape: 'contour',
          material: 'white-vinyl',
          finish: 'gloss',
          quantity: Math.max(quantity, table.products['die-cut'].minQuantity),
        },
        { version: 0, table },
      );
      return { quantity, line: result.ok ? result.quote.line : null };
    });
    return { draft, table, anchors };
  }, [json]);
}

/** /admin/prices: the price table's versions; an edit is saved as the next version (decision 33). */
export function AdminPricesPage() {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const queryClient = useQueryClient();
  const current = useCurrentPriceTable();
  const versions = usePriceVersions();
  const [json, setJson] = useState('');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const preview = usePreview(json);
  // Sample quotes, current table vs draft: a draft that cannot price one of them is not saved.
  const comparison = useMemo(() => (current.data && preview.table ? compareTables(current.data.table, preview.table) : null), [current.data, preview.table]);
  const refused = comparison?.draftError != null;

  useEffect(() => {
    if (current.data && json === '') setJson(JSON.stringify(current.data.table, null, 2));
  }, [current.data, json]);

  const load = async (version: number) => {
    const { getPriceVersion } = await import('../../api/prices');
    const answer = await getPriceVersion(version);
    setJson(JSON.stringify(answer.table, null, 2));
    setNote(t('admin.prices.restoreNote', { version }));
  };

  const save = async () => {
    if (!current.data || !preview.table || refused) return;
    setBusy(true);
    setMessage(null);
    try {
      const { createPriceVersion } = await import('../../api/prices');
      const saved = await createPriceVersion({ table: preview.table, note, basedOnVersion: current.data.version });
      setMessage({ ok: true, text: t('admin.prices.saved', { version: saved.version }) });
      setNote('');
      // Both the current table and the list start with 'prices'.
      await queryClient.invalidateQueries({ queryKey: ['prices'] });
    } catch (error) {
      setMessage({ ok: false, text: error instanceof ApiError ? error.message : t('errors.generic') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Container size="xl" py={{ base: 'lg', sm: 40 }}>
      <PageHeader title={t('admin.prices.title')} description={t('admin.prices.intro')} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="sm">
            <Text size="sm">{t('admin.prices.editing', { version: current.data?.version ?? '…' })}</Text>
            <Tabs defaultValue="form" keepMounted={false}>
              <Tabs.List>
                <Tabs.Tab value="form">{t('admin.prices.form.tab')}</Tabs.Tab>
                <Tabs.Tab value="json">{t('admin.prices.json')}</Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="form" pt="sm">
                {preview.draft ? (
                  <PriceTableForm table={preview.draft} onChange={(table) => setJson(JSON.stringify(table, null, 2))} />
                ) : (
                  <Text size="sm" c="dimmed">
                    {t('admin.prices.form.onlyJson')}
                  </Text>
                )}
              </Tabs.Panel>
              <Tabs.Panel value="json" pt="sm">
                <JsonInput
                  label={t('admin.prices.json')}
                  value={json}
                  onChange={setJson}
                  autosize
                  minRows={16}
                  maxRows={32}
                  formatOnBlur
                  styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 12 } }}
                  data-testid="price-json"
                />
              </Tabs.Panel>
            </Tabs>
            {preview.error ? (
              <Alert color="red" variant="light" data-testid="price-json-error">
                {preview.error}
              </Alert>
            ) : (
              <Paper withBorder p="sm">
                <Text size="sm" fw={600} mb={4}>
                  {t('admin.prices.anchor')}
                </Text>
                <Group gap="md">
                  {preview.anchors?.map((a) => (
                    <Text key={a.quantity} size="sm">
                      {formatNumber(a.quantity, lng)}: <b>{a.line ? formatPrice(a.line, lng) : '—'}</b>
                    </Text>
                  ))}
                </Group>
              </Paper>
            )}
            {comparison && <PricePreview comparison={comparison} />}
            <TextInput
              label={t('admin.prices.note')}
              value={note}
              onChange={(e) => setNote(e.currentTarget.value)}
              maxLength={stringLimits(createPriceTableVersionSchema.shape.note).max}
            />
            {message && (
              <Alert color={message.ok ? 'teal' : 'red'} variant="light">
                {message.text}
              </Alert>
            )}
            <Group>
              <Button onClick={save} loading={busy} disabled={!preview.table || !current.data || refused} data-testid="price-save">
                {t('admin.prices.save')}
              </Button>
            </Group>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Title order={2} fz="lg" mb="sm">
            {t('admin.prices.versions')}
          </Title>
          <Table.ScrollContainer minWidth={320}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>#</Table.Th>
                  <Table.Th>{t('admin.prices.when')}</Table.Th>
                  <Table.Th>{t('admin.prices.noteColumn')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {versions.data?.map((v) => (
                  <Table.Tr key={v.version}>
                    <Table.Td>{v.version}</Table.Td>
                    <Table.Td>
                      <Text size="xs">{formatDate(v.createdAt, lng, true)}</Text>
                      <Text size="xs" c="dimmed">
                        {v.createdBy ?? t('admin.prices.builtIn')}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="xs">{v.note}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Button size="compact-xs" variant="subtle" onClick={() => load(v.version)}>
                        {t('admin.prices.load')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
