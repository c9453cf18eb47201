import { Select, Tag } from 'antd';
import { useDeferredValue, useState } from 'react';
import { useGames } from '../api/list-games';
import { catalogueTexts as t } from '../games-texts';

interface GamePickerProps {
  /** Given by the enclosing Form.Item. */
  value?: number | null;
  onChange?: (value: number | undefined) => void;
  /** The chosen game's name when it is not on the first page of results. */
  currentName?: string;
  id?: string;
}

/** A game chosen by name or code (searched on the server; disabled games are marked). */
export function GamePicker({ value, onChange, currentName, id }: GamePickerProps) {
  const [keyword, setKeyword] = useState('');
  const deferred = useDeferredValue(keyword.trim());
  const games = useGames({ name: deferred, per_page: '50', sort: 'sort', order: 'asc' });
  const options = (games.data?.data ?? []).map((game) => ({
    value: game.id,
    label: (
      <span>
        {game.name} <Tag>{game.platname}</Tag>
        {game.enabled ? null : <Tag color="default">{t.gameDisabled}</Tag>}
      </span>
    ),
    text: `${game.name} ${game.game_code}`,
  }));
  if (typeof value === 'number' && !options.some((option) => option.value === value) && currentName) {
    options.unshift({ value, label: <span>{currentName}</span>, text: currentName });
  }
  return (
    <Select<number>
      id={id}
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      allowClear
      placeholder={t.searchGame}
      aria-label={t.game}
      loading={games.isFetching}
      value={value ?? undefined}
      onChange={(next) => onChange?.(next)}
      options={options}
      style={{ width: '100%' }}
    />
  );
}
