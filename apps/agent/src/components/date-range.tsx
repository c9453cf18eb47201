import { DatePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { zh } from '../locales/zh-CN';

export interface DayRange {
  from: string;
  to: string;
}

/** The last `days` site days up to today (the browser's date; the server checks the range). */
export function lastDays(days: number): DayRange {
  return {
    from: dayjs()
      .subtract(days - 1, 'day')
      .format('YYYY-MM-DD'),
    to: dayjs().format('YYYY-MM-DD'),
  };
}

/** Start and end day pickers (two plain pickers: they fit a 375 px screen). */
export function DateRangeFields({ value, onChange }: { value: DayRange; onChange: (range: DayRange) => void }) {
  const set = (key: keyof DayRange) => (date: Dayjs | null) => {
    if (date) onChange({ ...value, [key]: date.format('YYYY-MM-DD') });
  };
  return (
    <div className="date-range">
      <DatePicker
        aria-label={zh.common.from}
        placeholder={zh.common.from}
        value={dayjs(value.from)}
        onChange={set('from')}
        allowClear={false}
        inputReadOnly
      />
      <span className="date-range__dash">—</span>
      <DatePicker
        aria-label={zh.common.to}
        placeholder={zh.common.to}
        value={dayjs(value.to)}
        onChange={set('to')}
        allowClear={false}
        inputReadOnly
      />
    </div>
  );
}
