import { DotLoading } from 'antd-mobile';
import { useTranslation } from '../lib/i18n';
import './page-states.css';

/** Loading state of a page or a section. */
export function LoadingState({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div className="page-state" role="status" aria-live="polite">
      <DotLoading color="primary" />
      <span className="page-state__text">{label ?? t('common.loading')}</span>
    </div>
  );
}
