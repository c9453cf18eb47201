import { PROMOTION_KIND_OPTIONS, type PromotionCostRow } from '@app/shared/contracts';
import { Button, Card, Flex, Select, Skeleton, Table, Typography, type TableColumnsType } from 'antd';
import { useSearchParams } from 'react-router';
import { useState, type ReactNode } from 'react';
import { CsvButton } from '../../../components/csv-button';
import { Money } from '../../../components/money';
import { PageHeader } from '../../../components/page-header';
import { useIsMobile } from '../../../hooks/use-is-mobile';
import { QueryError } from '../../../components/query-error';
import { zh } from '../../../locales/zh-CN';
import { PROMOTION_COST_PATH, usePromotionCost, type PromotionCostFilters } from '../api/get-promotion-cost';
import { DATE_PRESETS, presetOf, presetRange, type DatePreset } from '../lib/date-presets';
import { DateRangeFilter } from '../../../components/date-range-filter';

const t = zh.reports;

function filtersOf(params: URLSearchParams): PromotionCostFilters {
  return { from: params.get('from') ?? '', to: params.get('to') ?? '', kind: params.get('kind') ?? '' };
}

type FigureKey = 'payouts' | 'paid' | 'reversed' | 'net';

/** The figures a wide screen shows; a phone shows the count and the net cost, so nothing scrolls away. */
const WIDE: readonly FigureKey[] = ['payouts', 'paid', 'reversed', 'net'];
const NARROW: readonly FigureKey[] = ['payouts', 'net'];

function figureCell(key: FigureKey, figures: Pick<PromotionCostRow, FigureKey>, strong = false): ReactNode {
  if (key === 'payouts') return strong ? <strong>{figures.payouts}</strong> : figures.payouts;
  return <Money value={figures[key]} strong={strong || key === 'net'} />;
}

function columnsOf(keys: readonly FigureKey[]): TableColumnsType<PromotionCostRow> {
  return [
    { title: t.day, dataIndex: 'day', width: 110 },
    { title: t.kind, dataIndex: 'kind_name', width: 90 },
    ...keys.map((key) => ({
      title: t[key],
      key,
      align: 'right' as const,
      render: (_: unknown, row: PromotionCostRow) => figureCell(key, row),
    })),
  ];
}

/**
 * 优惠成本 (decision 0025): what each promotion kind cost per site day, from the promotion expense
 * accounts of the ledger, with totals per kind and overall, and the CSV of what is shown.
 */
export default function PromotionCostPage() {
  const [params, setParams] = useSearchParams();
  const figureKeys = useIsMobile() ? NARROW : WIDE;
  const applied = filtersOf(params);
  const report = usePromotionCost(applied);
  const [draft, setDraft] = useState<PromotionCostFilters | null>(null);
  const data = report.data;
  // The form shows what was applied (or the server's default range) until the staff member edits it.
  const form: PromotionCostFilters = draft ?? {
    from: applied.from || data?.from || '',
    to: applied.to || data?.to || '',
    kind: applied.kind,
  };

  function apply(next: PromotionCostFilters) {
    setDraft(null);
    const query: Record<string, string> = {};
    if (next.from) query.from = next.from;
    if (next.to) query.to = next.to;
    if (next.kind) query.kind = next.kind;
    setParams(query);
  }

  function choosePreset(preset: DatePreset) {
    if (!data) return;
    apply({ ...form, ...presetRange(preset, data.today) });
  }

  const active = data ? presetOf(data.from, data.to, data.today) : undefined;

  const header = (
    <PageHeader
      title={t.promotionCostTitle}
      sub={
        data ? `${t.range(data.from, data.to)} · ${zh.dashboard.generatedAt(data.generated_at)}` : t.promotionCostHint
      }
      extra={
        <CsvButton
          path={PROMOTION_COST_PATH}
          params={{ from: data?.from ?? applied.from, to: data?.to ?? applied.to, kind: applied.kind }}
          name="promotion-cost"
        />
      }
    />
  );

  const filters = (
    <Card size="small">
      <Flex vertical gap={12}>
        <Flex gap={8} wrap role="group" aria-label={t.presets}>
          {DATE_PRESETS.map((preset) => (
            <Button
              key={preset}
              size="small"
              type={active === preset ? 'primary' : 'default'}
              disabled={!data}
              onClick={() => choosePreset(preset)}
            >
              {t.preset[preset]}
            </Button>
          ))}
        </Flex>
        <Flex gap={8} wrap align="center">
          <DateRangeFilter
            style={{ width: 300 }}
            value={[form.from, form.to]}
            onChange={([from, to]) => setDraft({ ...form, from, to })}
          />
          <Select
            style={{ width: 180 }}
            aria-label={t.kind}
            prefix={zh.common.labelOf(t.kind)}
            options={[{ value: '', label: zh.common.all }, ...PROMOTION_KIND_OPTIONS]}
            value={form.kind}
            onChange={(kind: string) => apply({ ...form, kind })}
          />
          <Button type="primary" onClick={() => apply(form)}>
            {zh.common.search}
          </Button>
        </Flex>
      </Flex>
    </Card>
  );

  if (report.isPending)
    return (
      <Flex vertical gap={16}>
        {header}
        {filters}
        <Skeleton active paragraph={{ rows: 8 }} />
      </Flex>
    );
  if (report.isError)
    return (
      <Flex vertical gap={16}>
        {header}
        {filters}
        <QueryError error={report.error} onRetry={() => void report.refetch()} />
      </Flex>
    );

  return (
    <Flex vertical gap={16}>
      {header}
      {filters}
      <Table<PromotionCostRow>
        size="small"
        rowKey={(row) => `${row.day}:${row.kind}`}
        loading={report.isFetching}
        dataSource={report.data.rows}
        columns={columnsOf(figureKeys)}
        locale={{ emptyText: t.empty }}
        pagination={{ pageSize: 50, hideOnSinglePage: true, showSizeChanger: false, showTotal: zh.common.total }}
        summary={() => (
          <Table.Summary fixed="bottom">
            {report.data.kinds.map((figures) => (
              <Table.Summary.Row key={figures.kind}>
                <Table.Summary.Cell index={0}>{t.kindTotal}</Table.Summary.Cell>
                <Table.Summary.Cell index={1}>{figures.kind_name}</Table.Summary.Cell>
                {figureKeys.map((key, index) => (
                  <Table.Summary.Cell key={key} index={index + 2} align="right">
                    {figureCell(key, figures)}
                  </Table.Summary.Cell>
                ))}
              </Table.Summary.Row>
            ))}
            <Table.Summary.Row>
              <Table.Summary.Cell index={0}>
                <Typography.Text strong>{t.grandTotal}</Typography.Text>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={1}>{zh.common.all}</Table.Summary.Cell>
              {figureKeys.map((key, index) => (
                <Table.Summary.Cell key={key} index={index + 2} align="right">
                  {figureCell(key, report.data.total, true)}
                </Table.Summary.Cell>
              ))}
            </Table.Summary.Row>
          </Table.Summary>
        )}
      />
    </Flex>
  );
}
