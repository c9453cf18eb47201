import {
  BACCARAT_PAYTABLE,
  BACCARAT_RTP,
  DRAGON_TIGER_PAYTABLE,
  DRAGON_TIGER_RTP,
  FAST3_PAYTABLE,
  formatPercent,
  SIC_BO_PAYTABLE,
  SLOTS_PAYTABLE,
  SLOTS_RTP,
  SLOTS_SYMBOL_NAMES,
  type HouseGameCode,
  type LineSymbol,
} from '@app/house-games';
import { useTranslation } from '../../lib/i18n';
import { SymbolTile } from '../games/slots';

/** The game's published paytable and return to player, straight from the engine. */
export function RulesPanel({ game }: { game: HouseGameCode }) {
  const { t } = useTranslation();
  switch (game) {
    case 'slots': {
      const symbols = Object.keys(SLOTS_PAYTABLE.line) as LineSymbol[];
      return (
        <div className="rules">
          <p>{t('house.rules.slotsIntro')}</p>
          <p className="rules__rtp">{t('house.rules.rtp', { rtp: formatPercent(SLOTS_RTP, 4) })}</p>
          <table className="rules-table">
            <caption>{t('house.rules.lineBets')}</caption>
            <thead>
              <tr>
                <th>{t('house.rules.symbol')}</th>
                <th>×3</th>
                <th>×4</th>
                <th>×5</th>
              </tr>
            </thead>
            <tbody>
              {symbols.map((symbol) => (
                <tr key={symbol}>
                  <td>
                    <SymbolTile symbol={symbol} />
                  </td>
                  <td>{SLOTS_PAYTABLE.line[symbol][3].toString()}</td>
                  <td>{SLOTS_PAYTABLE.line[symbol][4].toString()}</td>
                  <td>{SLOTS_PAYTABLE.line[symbol][5].toString()}</td>
                </tr>
              ))}
              <tr>
                <td>
                  <SymbolTile symbol="SCATTER" /> <small>{t('house.rules.scatter')}</small>
                </td>
                <td>{SLOTS_PAYTABLE.scatter[3].toString()}</td>
                <td>{SLOTS_PAYTABLE.scatter[4].toString()}</td>
                <td>{SLOTS_PAYTABLE.scatter[5].toString()}</td>
              </tr>
            </tbody>
          </table>
          <p className="rules__note">
            {SLOTS_SYMBOL_NAMES.WILD}：WILD · {SLOTS_SYMBOL_NAMES.SCATTER}：SCATTER
          </p>
        </div>
      );
    }
    case 'sic-bo':
      return (
        <PaytableRules
          intro={t('house.rules.sicBoIntro')}
          rows={SIC_BO_PAYTABLE.map((entry) => ({ name: entry.name, odds: entry.odds, rtp: formatPercent(entry.rtp) }))}
        />
      );
    case 'baccarat':
      return (
        <PaytableRules
          intro={t('house.rules.baccaratIntro')}
          rows={BACCARAT_PAYTABLE.map((entry) => ({
            name: entry.name,
            odds: entry.odds,
            rtp: formatPercent(BACCARAT_RTP[entry.type]),
          }))}
        />
      );
    case 'dragon-tiger':
      return (
        <PaytableRules
          intro={t('house.rules.dragonTigerIntro')}
          rows={DRAGON_TIGER_PAYTABLE.map((entry) => ({
            name: entry.name,
            odds: entry.odds,
            rtp: formatPercent(DRAGON_TIGER_RTP[entry.type]),
          }))}
        />
      );
    case 'fast3':
      return (
        <PaytableRules
          intro={t('house.rules.fast3Intro')}
          rows={FAST3_PAYTABLE.map((entry) => ({ name: entry.name, odds: entry.odds, rtp: formatPercent(entry.rtp) }))}
        />
      );
  }
}

function PaytableRules({ intro, rows }: { intro: string; rows: { name: string; odds: string; rtp: string }[] }) {
  const { t } = useTranslation();
  return (
    <div className="rules">
      <p>{intro}</p>
      <table className="rules-table">
        <thead>
          <tr>
            <th>{t('house.rules.bet')}</th>
            <th>{t('house.rules.odds')}</th>
            <th>RTP</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name}>
              <td>{row.name}</td>
              <td>{row.odds}</td>
              <td>{row.rtp}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
