import { Tabs } from 'antd-mobile';
import { useState } from 'react';
import { EmptyState, ErrorState, LoadingState } from '../../../components/page-states';
import { usePageContent } from '../api/get-page-content';
import { RichHtml } from '../../../components/rich-html';
import '../../../components/layout-blocks.css';
import './info-pages.css';

/** /sponsor (spec-2 §1, §2): two static tabs (赞助, 品牌历程) of the server's sanitised HTML. */
export function SponsorPage() {
  const page = usePageContent('sponsor');
  const [chosenKey, setChosenKey] = useState<string | null>(null);

  if (page.isPending) return <LoadingState />;
  if (page.isError) return <ErrorState onRetry={() => void page.refetch()} />;
  const tabs = page.data.body.tabs;
  const active = tabs.find((tab) => tab.key === chosenKey) ?? tabs[0];
  if (!active) return <EmptyState />;

  return (
    <div className="sponsor-page">
      <Tabs className="sticky-tabs" activeKey={active.key} onChange={setChosenKey}>
        {tabs.map((tab) => (
          <Tabs.Tab key={tab.key} title={tab.title} />
        ))}
      </Tabs>
      <div className="info-page">
        <section className="info-section">
          <RichHtml html={active.content} />
        </section>
      </div>
    </div>
  );
}

export default SponsorPage;
