import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/zh-cn';
import type { CSSProperties } from 'react';
import { rangePresets, type DayRange } from '../lib/date-ranges';
import { zh } from '../locales/zh-CN';

// The pickers' month and weekday names in Chinese, weeks from Monday (as the 本周 preset counts).
dayjs.locale('zh-cn');

const DAY_FORMAT = 'YYYY-MM-DD';

/** A 'YYYY-MM-DD' day as the picker's value (a calendar day: the browser's zone only carries it). */
const toDayjs = (day: string): Dayjs | null => (day ? dayjs(day, DAY_FORMAT) : null);

interface DateRangeFilterProps {
  /** [from, to] as the server's site days; '' = open end. */
  value?: readonly [string, string] | undefined;
  onChange?: (value: [string, string]) => void;
  label?: string;
  style?: CSSProperties;
}

/**
 * The one date filter of the back office (issue #21): antd RangePicker with 今日 / 昨日 / 本周 /
 * 上周 / 本月 / 上月 presets computed in site time, either end may stay open, values are the
 * server's 'YYYY-MM-DD' `from` / `to` days.
 */
export function DateRangeFilter({ value, onChange, label = zh.common.dateRange, style }: DateRangeFilterProps) {
  const from = value?.[0] ?? '';
  const to = value?.[1] ?? '';
  // Recomputed on each render, so a page left open past site midnight moves on.
  const presets = rangePresets(new Date()).map((preset: { label: string; range: DayRange }) => ({
    label: preset.label,
    value: [dayjs(preset.range[0], DAY_FORMAT), dayjs(preset.range[1], DAY_FORMAT)] as [Dayjs, Dayjs],
  }));
  return (
    <DatePicker.RangePicker
      style={{ width: '100%', ...style }}
      aria-label={label}
      prefix={zh.common.labelOf(label)}
      placeholder={[zh.common.from, zh.common.to]}
      allowEmpty={[true, true]}
      presets={presets}
      format={DAY_FORMAT}
      value={[toDayjs(from), toDayjs(to)]}
      onChange={(dates) =>
        onChange?.([dates?.[0] ? dates[0].format(DAY_FORMAT) : '', dates?.[1] ? dates[1].format(DAY_FORMAT) : ''])
      }
    />
  );
}

interface DateFilterProps {
  value?: string | undefined;
  onChange?: (value: string) => void;
  label: string;
  /** In a form whose item shows the label already: no prefix, the label as placeholder only. */
  placeholderOnly?: boolean;
  style?: CSSProperties;
}

/** A single-day filter ('YYYY-MM-DD'), antd's picker rather than the browser's mm/dd/yyyy box. */
export function DateFilter({ value, onChange, label, placeholderOnly = false, style }: DateFilterProps) {
  return (
    <DatePicker
      style={{ width: '100%', ...style }}
      aria-label={label}
      prefix={placeholderOnly ? undefined : zh.common.labelOf(label)}
      placeholder={label}
      format={DAY_FORMAT}
      value={toDayjs(value ?? '')}
      onChange={(date: Dayjs | null) => onChange?.(date ? date.format(DAY_FORMAT) : '')}
    />
  );
}
