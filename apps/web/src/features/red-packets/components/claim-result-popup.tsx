import { Button, CenterPopup } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n';
import type { ClaimPopup } from '../utils/claim';

/**
 * The four result popups of /hongbao (spec-2 §2): not started, finished, won (with the amount),
 * and failure with a recharge-now button to /deposit.
 */
export function ClaimResultPopup({
  popup,
  window,
  onClose,
}: {
  popup: ClaimPopup | undefined;
  window: { start: string; end: string };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const kind = popup?.kind;
  return (
    <CenterPopup
      visible={popup !== undefined}
      onMaskClick={onClose}
      destroyOnClose
      bodyStyle={{ background: 'transparent', borderRadius: 14 }}
    >
      {popup && (
        <div className={`claim-result claim-result--${kind}`} role="dialog" aria-label={titleOf(popup, t)}>
          <div className="claim-result__top">
            <div className="claim-result__title">{titleOf(popup, t)}</div>
            {popup.kind === 'won' && (
              <div className="claim-result__amount" data-testid="red-packet-amount">
                {popup.amount}
                <span className="claim-result__unit">{t('redPackets.wonUnit')}</span>
              </div>
            )}
          </div>
          <div className="claim-result__text">
            {popup.kind === 'notStarted' && t('redPackets.notStartedText', window)}
            {popup.kind === 'finished' && t('redPackets.finishedText', window)}
            {popup.kind === 'won' && t('redPackets.wonText')}
            {popup.kind === 'failure' && popup.message}
          </div>
          <div className="claim-result__actions">
            {popup.kind === 'failure' ? (
              <>
                <Button block shape="rounded" onClick={onClose}>
                  {t('redPackets.close')}
                </Button>
                <Button
                  block
                  shape="rounded"
                  color="danger"
                  onClick={() => {
                    onClose();
                    void navigate(paths.deposit);
                  }}
                >
                  {t('redPackets.rechargeNow')}
                </Button>
              </>
            ) : (
              <Button block shape="rounded" color="danger" onClick={onClose}>
                {t('redPackets.ok')}
              </Button>
            )}
          </div>
        </div>
      )}
    </CenterPopup>
  );
}

function titleOf(popup: ClaimPopup, t: ReturnType<typeof useTranslation>['t']): string {
  switch (popup.kind) {
    case 'notStarted':
      return t('redPackets.notStartedTitle');
    case 'finished':
      return t('redPackets.finishedTitle');
    case 'won':
      return t('redPackets.wonTitle');
    case 'failure':
      return t('redPackets.failureTitle');
  }
}
