import { useQueryClient } from '@tanstack/react-query';
import { Button, Dialog, DotLoading, Input, TextArea, Toast } from 'antd-mobile';
import { CheckCircleFill, CloseCircleFill } from 'antd-mobile-icons';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { fairnessQueryKey, useFairness } from '../api/get-fairness';
import { houseRoundsQueryKey, useHouseRounds } from '../api/get-house-rounds';
import type { HouseRound, RevealedSeed, WireBet } from '../api/read-house';
import { readWireBets } from '../api/read-house';
import { rotateSeed } from '../api/rotate-seed';
import { setClientSeed } from '../api/set-client-seed';
import type { InstantGameCode } from '../utils/house-games';
import { outcomeSummary } from '../utils/outcomes';
import { verifyRound, type VerifyResult } from '../utils/verify-round';

// The contract's rule for client seeds (CLIENT_SEED_PATTERN / CLIENT_SEED_MESSAGE of
// @app/shared/contracts games.ts), repeated here: importing the contracts would bring zod and every
// schema into this page. The server checks the same rule and answers the same message.
const CLIENT_SEED_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
const CLIENT_SEED_MESSAGE = '客户端种子只能包含字母、数字、下划线和横线，长度1-64位';

interface FairnessPanelProps {
  game: InstantGameCode;
  enabled: boolean;
  /** A round picked in the history ('验证'), preselected here. */
  round: HouseRound | null;
  onPickRound: (round: HouseRound | null) => void;
}

function Check({ ok, label }: { ok: boolean | null; label: string }) {
  if (ok === null) return null;
  return (
    <li className={ok ? 'verify-check verify-check--ok' : 'verify-check verify-check--bad'}>
      {ok ? <CheckCircleFill /> : <CloseCircleFill />} {label}
    </li>
  );
}

/**
 * The provably fair panel (platform-rules §4): the active pair (server seed hash, client seed,
 * nonce), setting the client seed while the nonce is 0, rotating the pair to reveal the server
 * seed, and a verifier that recomputes any round in the browser with `replayRound`.
 */
export function FairnessPanel({ game, enabled, round, onPickRound }: FairnessPanelProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const fairness = useFairness(enabled);
  const rounds = useHouseRounds(game, enabled);
  const [clientSeedDraft, setClientSeedDraft] = useState<string | null>(null);
  const [newClientSeed, setNewClientSeed] = useState('');
  const [saving, setSaving] = useState(false);
  const [rotating, setRotating] = useState(false);
  const [lastRevealed, setLastRevealed] = useState<RevealedSeed | null>(null);

  // The verifier's form; a picked round fills it.
  const [serverSeed, setServerSeed] = useState('');
  const [clientSeed, setClientSeedField] = useState('');
  const [nonce, setNonce] = useState('');
  const [betsText, setBetsText] = useState('');
  const [outcome, setOutcome] = useState<VerifyResult | null>(null);

  const roundList = rounds.data?.pages.flatMap((page) => page.data) ?? [];
  // The list refreshes after a rotation: the picked round then carries its revealed server seed.
  const picked = round ? (roundList.find((item) => item.round_id === round.round_id) ?? round) : null;

  useEffect(() => {
    if (!picked) return;
    setServerSeed(picked.server_seed ?? '');
    setClientSeedField(picked.client_seed);
    setNonce(String(picked.nonce));
    setBetsText(JSON.stringify(picked.bets));
    setOutcome(null);
  }, [picked?.round_id, picked?.server_seed]); // eslint-disable-line react-hooks/exhaustive-deps

  if (!enabled) return <p className="house-empty">{t('house.loginText')}</p>;
  if (fairness.isPending)
    return (
      <div className="house-loading">
        <DotLoading color="primary" />
      </div>
    );
  if (fairness.isError)
    return (
      <div className="house-empty">
        {t('common.loadFailed')}{' '}
        <Button size="mini" onClick={() => void fairness.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );

  const seed = fairness.data;
  const canSetClientSeed = seed.nonce === 0;
  const clientSeedValue = clientSeedDraft ?? seed.client_seed;
  const revealed = lastRevealed ?? seed.previous[0] ?? null;

  async function saveClientSeed() {
    const value = clientSeedValue.trim();
    if (!CLIENT_SEED_PATTERN.test(value)) {
      Toast.show({ content: CLIENT_SEED_MESSAGE });
      return;
    }
    setSaving(true);
    try {
      const saved = await setClientSeed(value);
      Toast.show({ icon: 'success', content: saved.message });
      setClientSeedDraft(null);
      await queryClient.invalidateQueries({ queryKey: fairnessQueryKey });
    } catch {
      // The server's message was toasted.
    } finally {
      setSaving(false);
    }
  }

  async function rotate() {
    const value = newClientSeed.trim();
    if (value && !CLIENT_SEED_PATTERN.test(value)) {
      Toast.show({ content: CLIENT_SEED_MESSAGE });
      return;
    }
    const confirmed = await Dialog.confirm({
      title: t('house.fairness.rotateConfirmTitle'),
      content: t('house.fairness.rotateConfirm'),
      confirmText: t('house.fairness.rotate'),
      cancelText: t('common.cancel'),
    });
    if (!confirmed) return;
    setRotating(true);
    try {
      const rotated = await rotateSeed(value || undefined);
      Toast.show({ icon: 'success', content: rotated.message });
      setLastRevealed(rotated.revealed);
      setNewClientSeed('');
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: fairnessQueryKey }),
        queryClient.invalidateQueries({ queryKey: houseRoundsQueryKey }),
      ]);
    } catch {
      // The server's message was toasted.
    } finally {
      setRotating(false);
    }
  }

  function runVerify() {
    let bets: WireBet[];
    try {
      bets = readWireBets(JSON.parse(betsText || '[]'));
    } catch {
      setOutcome({ ok: false, error: '下注内容不是有效的 JSON' });
      return;
    }
    const expected =
      picked && picked.server_seed_hash
        ? { serverSeedHash: picked.server_seed_hash, outcome: picked.outcome, payout: picked.payout }
        : undefined;
    setOutcome(
      verifyRound({ game, serverSeed, clientSeed, nonce: Number(nonce.trim() === '' ? NaN : nonce), bets, expected }),
    );
  }

  return (
    <div className="fairness">
      <p className="fairness__intro">{t('house.fairness.intro')}</p>

      <section className="fairness-card" aria-label={t('house.fairness.current')}>
        <h3 className="fairness-card__title">{t('house.fairness.current')}</h3>
        <dl className="fairness-card__fields">
          <dt>{t('house.fairness.serverSeedHash')}</dt>
          <dd className="mono" data-testid="server-seed-hash">
            {seed.server_seed_hash}
          </dd>
          <dt>{t('house.fairness.clientSeed')}</dt>
          <dd>
            {canSetClientSeed ? (
              <span className="fairness-card__inline">
                <Input
                  value={clientSeedValue}
                  onChange={setClientSeedDraft}
                  maxLength={64}
                  aria-label={t('house.fairness.clientSeed')}
                  className="fairness-input"
                />
                <Button size="mini" color="primary" loading={saving} onClick={() => void saveClientSeed()}>
                  {t('house.fairness.saveClientSeed')}
                </Button>
              </span>
            ) : (
              <>
                <span className="mono">{seed.client_seed}</span>
                <small className="fairness-card__hint">{t('house.fairness.clientSeedLocked')}</small>
              </>
            )}
          </dd>
          <dt>{t('house.fairness.nonce')}</dt>
          <dd data-testid="seed-nonce">{seed.nonce}</dd>
        </dl>
        <div className="fairness-card__rotate">
          <Input
            value={newClientSeed}
            onChange={setNewClientSeed}
            placeholder={t('house.fairness.newClientSeed')}
            maxLength={64}
            className="fairness-input"
            aria-label={t('house.fairness.newClientSeed')}
          />
          <Button color="primary" fill="outline" size="small" loading={rotating} onClick={() => void rotate()}>
            {t('house.fairness.rotate')}
          </Button>
        </div>
      </section>

      <section className="fairness-card" aria-label={t('house.fairness.revealed')}>
        <h3 className="fairness-card__title">{t('house.fairness.revealed')}</h3>
        {revealed ? (
          <dl className="fairness-card__fields">
            <dt>{t('house.fairness.serverSeed')}</dt>
            <dd className="mono" data-testid="revealed-server-seed">
              {revealed.server_seed}
            </dd>
            <dt>{t('house.fairness.serverSeedHash')}</dt>
            <dd className="mono">{revealed.server_seed_hash}</dd>
            <dt>{t('house.fairness.clientSeed')}</dt>
            <dd className="mono">{revealed.client_seed}</dd>
            <dt>{t('house.fairness.lastNonce')}</dt>
            <dd>{revealed.last_nonce ?? '-'}</dd>
          </dl>
        ) : (
          <p className="fairness-card__hint">{t('house.fairness.noneRevealed')}</p>
        )}
      </section>

      <section className="fairness-card" aria-label={t('house.fairness.verifier')}>
        <h3 className="fairness-card__title">{t('house.fairness.verifier')}</h3>
        <label className="verify-field">
          <span>{t('house.fairness.pickRound')}</span>
          <select
            className="verify-select"
            value={picked ? String(picked.round_id) : ''}
            onChange={(event) => {
              const next = roundList.find((item) => String(item.round_id) === event.target.value) ?? null;
              onPickRound(next);
              if (!next) setOutcome(null);
            }}
          >
            <option value="">{t('house.fairness.pickPlaceholder')}</option>
            {roundList.map((item) => (
              <option key={item.round_id} value={item.round_id}>
                {t('house.fairness.roundOption', {
                  id: item.round_id,
                  nonce: item.nonce,
                  time: item.created_at.slice(5),
                })}
                {item.server_seed ? '' : t('house.fairness.notRevealedYet')}
              </option>
            ))}
          </select>
        </label>
        {picked && !picked.server_seed ? (
          <p className="fairness-card__hint">{t('house.fairness.needsRotate')}</p>
        ) : null}
        <label className="verify-field">
          <span>{t('house.fairness.serverSeed')}</span>
          <Input
            value={serverSeed}
            onChange={setServerSeed}
            className="fairness-input mono"
            aria-label={t('house.fairness.serverSeed')}
          />
        </label>
        <label className="verify-field">
          <span>{t('house.fairness.clientSeed')}</span>
          <Input
            value={clientSeed}
            onChange={setClientSeedField}
            className="fairness-input mono"
            aria-label={t('house.fairness.clientSeed')}
          />
        </label>
        <label className="verify-field">
          <span>Nonce</span>
          <Input value={nonce} onChange={setNonce} inputMode="numeric" className="fairness-input" aria-label="Nonce" />
        </label>
        <label className="verify-field">
          <span>{t('house.fairness.bets')}</span>
          <TextArea
            value={betsText}
            onChange={setBetsText}
            autoSize={{ minRows: 2, maxRows: 5 }}
            className="mono"
            aria-label={t('house.fairness.bets')}
          />
        </label>
        <Button block color="primary" onClick={runVerify}>
          {t('house.fairness.verify')}
        </Button>
        {outcome ? <VerifyOutcome game={game} result={outcome} /> : null}
      </section>
    </div>
  );
}

function VerifyOutcome({ game, result }: { game: InstantGameCode; result: VerifyResult }) {
  const { t } = useTranslation();
  if (!result.ok) return <p className="verify-result verify-result--bad">{result.error}</p>;
  let headline: string = t('house.fairness.computed');
  let tone = '';
  if (result.verified === true) {
    headline = t('house.fairness.passed');
    tone = ' verify-result--ok';
  } else if (result.verified === false) {
    headline = t('house.fairness.failed');
    tone = ' verify-result--bad';
  }
  return (
    <div className={`verify-result${tone}`} role="status">
      <strong className="verify-result__headline">{headline}</strong>
      <ul className="verify-result__checks">
        <Check ok={result.hashMatches} label={t('house.fairness.hashCheck')} />
        <Check ok={result.outcomeMatches} label={t('house.fairness.outcomeCheck')} />
        <Check ok={result.payoutMatches} label={t('house.fairness.payoutCheck')} />
      </ul>
      <dl className="fairness-card__fields">
        <dt>{t('house.fairness.recomputedHash')}</dt>
        <dd className="mono">{result.serverSeedHash}</dd>
        <dt>{t('house.fairness.recomputedOutcome')}</dt>
        <dd>{outcomeSummary(game, result.outcome)}</dd>
        <dt>{t('house.fairness.recomputedPayout')}</dt>
        <dd>¥{result.payout}</dd>
      </dl>
    </div>
  );
}
