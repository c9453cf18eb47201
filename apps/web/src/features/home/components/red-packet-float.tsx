import { CloseOutline } from 'antd-mobile-icons';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { readString, writeString } from '../../../lib/storage';
import { useAppInfo } from '../../../lib/api/get-app-info';
import redPacketUrl from '../assets/red-packet.svg';
import { RED_PACKET_GAP_PX, redPacketShift } from '../utils/red-packet-shift';

/** Closing the float lasts for this browser session (spec-1 §4: "not closed"). */
export const RED_PACKET_CLOSED_KEY = 'redPacketFloatClosed';

/** The float's resting place is this far above the tab bar (home.css `.red-packet-float`). */
const RESTING_GAP_PX = 24;

/**
 * Keeps the float off `avoid()` (the home game-type tabs, whose 体育 tab sits under its corner on
 * a phone's first screen): measured on scroll and resize, moved by `redPacketShift`.
 */
function useAvoid(avoid: () => Element | null, isShown: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const [shift, setShift] = useState(0);
  const shiftRef = useRef(0);

  useEffect(() => {
    if (!isShown) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const float = ref.current?.getBoundingClientRect();
      if (!float) return;
      const target = avoid()?.getBoundingClientRect();
      const resting = { top: float.top - shiftRef.current, bottom: float.bottom - shiftRef.current };
      const next = redPacketShift(
        resting,
        target ? { top: target.top, bottom: target.bottom } : null,
        RESTING_GAP_PX - RED_PACKET_GAP_PX,
      );
      if (next !== shiftRef.current) {
        shiftRef.current = next;
        setShift(next);
      }
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(measure);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    // Banners, the user panel and the tabs arrive after the float: their heights move the tabs. The
    // body's size does not always change with them (the page scrolls inside the layout), so a light
    // re-measure every half second catches what the observer misses (two rectangles, no layout write).
    const observer = new ResizeObserver(schedule);
    observer.observe(document.body);
    const timer = window.setInterval(schedule, 500);
    return () => {
      window.clearInterval(timer);
      window.cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      observer.disconnect();
    };
  }, [avoid, isShown]);

  return { ref, style: shift ? { transform: `translateY(${shift}px)` } : undefined };
}

/**
 * The red-packet float (spec-1 §2, §4): shown when redpacket_switch is 1 and not closed; opens /hongbao.
 * It rests above the bottom tab bar and moves off the game-type tabs when they pass under it.
 */
export function RedPacketFloat({ avoid }: { avoid: () => Element | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: appInfo } = useAppInfo();
  const [closed, setClosed] = useState(() => readString('session', RED_PACKET_CLOSED_KEY) === '1');
  const isShown = !closed && appInfo?.redpacket_switch === 1;
  const placement = useAvoid(avoid, isShown);

  if (!isShown) return null;

  return (
    <div className="red-packet-float" ref={placement.ref} style={placement.style}>
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
