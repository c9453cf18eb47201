import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cryptoRandomFloat, jackpotDigits, jackpotNext, jackpotStart, JACKPOT_UPDATE_MS } from '../utils/jackpot';

const DIGIT_FACES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];

/** Eight rolling digits, +50…500 every 3 s from a random start (spec-1 §9). */
export function JackpotCounter() {
  const { t } = useTranslation();
  const [value, setValue] = useState(() => jackpotStart(cryptoRandomFloat));

  useEffect(() => {
    const timer = window.setInterval(
      () => setValue((current) => jackpotNext(current, cryptoRandomFloat)),
      JACKPOT_UPDATE_MS,
    );
    return () => window.clearInterval(timer);
  }, []);

  const digits = jackpotDigits(value);
  return (
    <div className="jackpot" role="img" aria-label={t('home.jackpotLabel', { value: value.toLocaleString('zh-CN') })}>
      <span className="jackpot__title">{t('home.jackpot')}</span>
      <span className="jackpot__digits" aria-hidden="true">
        <span className="jackpot__currency">¥</span>
        {digits.map((digit, index) => (
          <span key={index} className="jackpot__digit">
            <span className="jackpot__strip" style={{ transform: `translateY(-${digit * 10}%)` }}>
              {DIGIT_FACES.map((face) => (
                <span key={face} className="jackpot__face">
                  {face}
                </span>
              ))}
            </span>
          </span>
        ))}
      </span>
    </div>
  );
}
