import { Dropdown, Tabs, type DropdownRef } from 'antd-mobile';
import { CheckOutline } from 'antd-mobile-icons';
import { useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useSearchParams } from 'react-router';
import type { PlatformBalance } from '../../../lib/api/get-platform-balances';
import { MoneySectionTitle } from '../../../components/money-form';
import { useBetRecords } from '../api/get-bet-records';
import { useTransRecords, type TransRecordType } from '../api/get-trans-records';
import { DEFAULT_RECORD_DATE, type RecordDate } from '../api/read-page';
import { parseRecordTab, recordTabs, type RecordTab } from '../../../lib/record-tabs';
import { RebateRecords } from './rebate-records';
import { RecordList } from './record-list';
import { BetRecordRow, TransRecordRow } from './record-rows';

const tabTitleKeys = {
  0: 'assets.tabs.deposit',
  1: 'assets.tabs.withdraw',
  2: 'assets.tabs.transferIn',
  3: 'assets.tabs.transferOut',
  4: 'assets.tabs.bet',
  5: 'assets.tabs.rebate',
} as const satisfies Record<RecordTab, string>;

/** The tabs of `gettransrecord`. */
type TransTab = Exclude<RecordTab, 4 | 5>;

/** `gettransrecord` type of each transaction tab. */
const transTypeOfTab = { 0: 1, 1: 2, 2: 3, 3: 4 } as const satisfies Record<TransTab, TransRecordType>;

const dateOptions = [
  { value: 1, titleKey: 'assets.dates.today' },
  { value: 2, titleKey: 'assets.dates.week' },
  { value: 3, titleKey: 'assets.dates.halfMonth' },
  { value: 4, titleKey: 'assets.dates.month' },
] as const satisfies readonly { value: RecordDate; titleKey: string }[];

interface FilterOption {
  value: string;
  label: string;
}

function FilterOptions({
  options,
  selected,
  onSelect,
}: {
  options: readonly FilterOption[];
  selected: string;
  onSelect: (value: string) => void;
}) {
  return (
    <ul className="record-filter__options">
      {options.map((option) => (
        <li key={option.value}>
          <button
            type="button"
            className={
              option.value === selected
                ? 'record-filter__option record-filter__option--active'
                : 'record-filter__option'
            }
            onClick={() => onSelect(option.value)}
          >
            {option.label}
            {option.value === selected ? <CheckOutline aria-hidden="true" /> : null}
          </button>
        </li>
      ))}
    </ul>
  );
}

function TransRecords({ tab, apiType, date }: { tab: TransTab; apiType: string; date: RecordDate }) {
  const query = useTransRecords({ type: transTypeOfTab[tab], apiType, date }, true);
  return (
    <RecordList
      query={query}
      renderRow={(record, index) => (
        <TransRecordRow key={`${record.out_trade_no}-${index}`} record={record} tab={tab} />
      )}
    />
  );
}

function BetRecords({ apiType, date, names }: { apiType: string; date: RecordDate; names: Map<string, string> }) {
  const query = useBetRecords({ apiType, date }, true);
  return (
    <RecordList
      query={query}
      renderRow={(record, index) => (
        <BetRecordRow
          key={`${record.bet_id}-${index}`}
          record={record}
          platformName={names.get(record.platname) ?? record.platname}
        />
      )}
    />
  );
}

/**
 * Record tabs of /assets (spec-2 §2): 存款 0, 取款 1, 转入 2, 转出 3, 投注 4, 返水 5, chosen by the
 * `type` query; a platform filter for transfers, bets and rebates and a date filter (default one month).
 */
export function RecordsSection({ platforms }: { platforms: readonly PlatformBalance[] }) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = parseRecordTab(searchParams.get('type'));
  const [apiType, setApiType] = useState('');
  const [date, setDate] = useState<RecordDate>(DEFAULT_RECORD_DATE);
  const dropdown = useRef<DropdownRef>(null);
  const hasPlatformFilter = tab >= 2;
  const names = new Map(platforms.map((platform) => [platform.platname, platform.name]));

  const platformOptions: FilterOption[] = [
    { value: '', label: t('assets.allPlatforms') },
    ...platforms.map((platform) => ({ value: platform.platname, label: platform.name })),
  ];
  const dateFilterOptions: FilterOption[] = dateOptions.map((option) => ({
    value: String(option.value),
    label: t(option.titleKey),
  }));
  const dateTitle = dateFilterOptions.find((option) => option.value === String(date))?.label ?? '';
  const platformTitle = apiType ? (names.get(apiType) ?? apiType) : t('assets.allPlatforms');

  function selectDate(value: string) {
    const option = dateOptions.find((item) => String(item.value) === value);
    if (option) setDate(option.value);
    dropdown.current?.close();
  }

  function selectPlatform(value: string) {
    setApiType(value);
    dropdown.current?.close();
  }

  const filterItems = [
    hasPlatformFilter ? (
      <Dropdown.Item key="platform" title={platformTitle}>
        <FilterOptions options={platformOptions} selected={apiType} onSelect={selectPlatform} />
      </Dropdown.Item>
    ) : null,
    <Dropdown.Item key="date" title={dateTitle}>
      <FilterOptions options={dateFilterOptions} selected={String(date)} onSelect={selectDate} />
    </Dropdown.Item>,
  ].filter((item) => item !== null);

  return (
    <section className="money-section records">
      <MoneySectionTitle title={t('assets.records')} />
      <Tabs
        className="records__tabs"
        activeKey={String(tab)}
        onChange={(key) => setSearchParams({ type: String(parseRecordTab(key)) }, { replace: true })}
      >
        {recordTabs.map((item) => (
          <Tabs.Tab key={String(item)} title={t(tabTitleKeys[item])} />
        ))}
      </Tabs>
      <Dropdown ref={dropdown} className="records__filters">
        {filterItems}
      </Dropdown>
      {tab === 5 ? (
        <RebateRecords apiType={apiType} date={date} />
      ) : tab === 4 ? (
        <BetRecords apiType={apiType} date={date} names={names} />
      ) : (
        <TransRecords tab={tab} apiType={hasPlatformFilter ? apiType : ''} date={date} />
      )}
    </section>
  );
}
