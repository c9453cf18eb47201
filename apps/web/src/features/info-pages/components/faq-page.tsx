import { Collapse } from 'antd-mobile';
import { useTranslation } from '../../../lib/i18n';
import { EmptyState, ErrorState, LoadingState } from '../../../components/page-states';
import { usePageContent } from '../api/get-page-content';
import { RichHtml } from '../../../components/rich-html';
import './info-pages.css';

/**
 * /faq (spec-2 §2): an accordion in two groups (账户问题: register, forgot password, deposit crypto;
 * 游戏问题: withdraw crypto, cash out crypto). Answers are the server's sanitised HTML.
 */
export function FaqPage() {
  const { t } = useTranslation();
  const page = usePageContent('faq');

  if (page.isPending) return <LoadingState />;
  if (page.isError) return <ErrorState onRetry={() => void page.refetch()} />;
  const groups = page.data.body.groups.filter((group) => group.items.length > 0);
  if (groups.length === 0) return <EmptyState text={t('infoPages.faqEmpty')} />;

  return (
    <div className="info-page faq-page">
      {groups.map((group) => (
        <section key={group.title} className="faq-group">
          <h2 className="faq-group__title">{group.title}</h2>
          <Collapse accordion className="faq-group__list">
            {group.items.map((item, index) => (
              <Collapse.Panel key={String(index)} title={item.question}>
                <RichHtml html={item.answer} />
              </Collapse.Panel>
            ))}
          </Collapse>
        </section>
      ))}
    </div>
  );
}

export default FaqPage;
