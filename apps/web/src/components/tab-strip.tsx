import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import './tab-strip.css';

export interface TabStripTab<K extends string> {
  key: K;
  title: string;
}

interface TabStripProps<K extends string> {
  tabs: readonly TabStripTab<K>[];
  activeKey: K;
  onChange: (key: K) => void;
  /** Prefix of the tabs' ids (`<id>-<key>`), so a panel can name its tab with aria-labelledby. */
  id: string;
  /** The id of the panel the tabs show (aria-controls). */
  panelId?: string;
  className?: string;
  label?: string;
}

/** The id of a tab of a `TabStrip` (for the panel's aria-labelledby). */
export const tabIdOf = (stripId: string, key: string) => `${stripId}-${key}`;

/**
 * A row of tabs that looks like antd-mobile's Tabs (equal columns, the active title in the primary
 * colour, a line under it that slides to the chosen tab) without its animation library, which
 * would otherwise be loaded by /login and /games before their first paint (decision 0015).
 * Keyboard: Left/Right move to the previous/next tab and choose it, Home/End the first/last; only
 * the active tab is in the Tab order (WAI-ARIA tabs pattern, automatic activation).
 */
export function TabStrip<K extends string>({
  tabs,
  activeKey,
  onChange,
  id,
  panelId,
  className,
  label,
}: TabStripProps<K>) {
  const listRef = useRef<HTMLDivElement>(null);
  const [line, setLine] = useState<{ left: number; width: number } | null>(null);

  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return undefined;
    const place = () => {
      const title = list.querySelector<HTMLElement>('[aria-selected="true"] .tab-strip__title');
      setLine(title ? { left: title.offsetLeft, width: title.offsetWidth } : null);
    };
    place();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(place);
    observer?.observe(list);
    return () => observer?.disconnect();
  }, [activeKey, tabs]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((tab) => tab.key === activeKey);
    let next: number;
    if (event.key === 'ArrowRight') next = (index + 1) % tabs.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    else return;
    event.preventDefault();
    const tab = tabs[next];
    if (!tab) return;
    onChange(tab.key);
    document.getElementById(tabIdOf(id, tab.key))?.focus();
  }

  return (
    <div
      ref={listRef}
      role="tablist"
      aria-label={label}
      className={className ? `tab-strip ${className}` : 'tab-strip'}
      onKeyDown={onKeyDown}
    >
      {tabs.map((tab) => {
        const isActive = tab.key === activeKey;
        return (
          <button
            key={tab.key}
            id={tabIdOf(id, tab.key)}
            type="button"
            role="tab"
            aria-selected={isActive}
            aria-controls={panelId}
            tabIndex={isActive ? 0 : -1}
            className={isActive ? 'tab-strip__tab tab-strip__tab--active' : 'tab-strip__tab'}
            onClick={() => {
              if (!isActive) onChange(tab.key);
            }}
          >
            <span className="tab-strip__title">{tab.title}</span>
          </button>
        );
      })}
      {line ? (
        <span className="tab-strip__line" aria-hidden="true" style={{ left: line.left, width: line.width }} />
      ) : null}
    </div>
  );
}
