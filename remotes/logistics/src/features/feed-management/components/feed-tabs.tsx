import { useRef, type KeyboardEvent } from 'react';

export const FEED_TABS = [
  { id: 'products', label: 'Products' },
  { id: 'received', label: 'Stock received' },
  { id: 'issued', label: 'Issued to farmers' },
] as const;

export type FeedTab = (typeof FEED_TABS)[number]['id'];

export const tabId = (tab: FeedTab) => `feed-tab-${tab}`;
export const panelId = (tab: FeedTab) => `feed-panel-${tab}`;

export interface FeedTabsProps {
  value: FeedTab;
  onChange(tab: FeedTab): void;
}

/** The three parts of the store, as tabs (arrow keys move between them, as a tab list does). */
export function FeedTabs({ value, onChange }: FeedTabsProps) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const next = (index + (event.key === 'ArrowRight' ? 1 : -1) + FEED_TABS.length) % FEED_TABS.length;
    onChange(FEED_TABS[next].id);
    refs.current[next]?.focus();
  };
  return (
    <div role="tablist" aria-label="Feed store" className="feed-tabs">
      {FEED_TABS.map((tab, index) => (
        <button
          key={tab.id}
          ref={(element) => {
            refs.current[index] = element;
          }}
          type="button"
          role="tab"
          id={tabId(tab.id)}
          aria-selected={value === tab.id}
          aria-controls={panelId(tab.id)}
          tabIndex={value === tab.id ? 0 : -1}
          className="feed-tabs__tab"
          onClick={() => onChange(tab.id)}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
