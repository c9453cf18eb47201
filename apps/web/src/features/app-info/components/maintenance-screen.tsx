import { SetOutline } from 'antd-mobile-icons';
import { useTranslation } from '../../../lib/i18n';
import './app-info.css';

interface MaintenanceScreenProps {
  title: string;
  logo: string;
  repairTips: string;
}

/** site_state 0: the whole site shows only this, with repair_tips (spec-1 §1). */
export function MaintenanceScreen({ title, logo, repairTips }: MaintenanceScreenProps) {
  const { t } = useTranslation();
  return (
    <main className="maintenance" role="alert">
      {logo ? <img className="maintenance__logo" src={logo} alt={title} /> : null}
      <SetOutline className="maintenance__icon" aria-hidden="true" />
      <h1 className="maintenance__title">{t('shell.maintenance.title')}</h1>
      <p className="maintenance__tips">{repairTips || t('shell.maintenance.fallbackTips')}</p>
    </main>
  );
}
