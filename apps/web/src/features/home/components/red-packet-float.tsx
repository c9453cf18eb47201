import { CloseOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { readString, writeString } from '../../../lib/storage';
import { useAppInfo } from '../../../lib/api/get-app-info';
import redPacketUrl from '../assets/red-packet.svg';

/** Closing the float lasts for this browser session (spec-1 §4: "not closed"). */
export const RED_PACKET_CLOSED_KEY = 'redPacketFloatClosed';

/** The red-packet float (spec-1 §2, §4): shown when redpacket_switch is 1 and not closed; opens /hongbao. */
export function RedPacketFloat() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: appInfo } = useAppInfo();
  const [closed, setClosed] = useState(() => readString('session', RED_PACKET_CLOSED_KEY) === '1');

  if (closed || appInfo?.redpacket_switch !== 1) return null;

  return (
    <div className="red-packet-float">
      <button
        type="button"
        className="red-packet-float__open"
        onClick={() => void navigate(paths.hongbao)}
        aria-label={t('home.redPacket')}
      >
        <img src={redPacketUrl} alt="" className="red-packet-float__image" draggable={false} />
      </button>
      <button
        type="button"
        className="red-packet-float__close"
        aria-label={t('home.closeRedPacket')}
        onClick={() => {
          writeString('session', RED_PACKET_CLOSED_KEY, '1');
          setClosed(true);
        }}
      >
        <CloseOutline />
      </button>
    </div>
  );
}
