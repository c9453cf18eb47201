/** 'HH:MM:SS' of a countdown in seconds (the daily reset, spec-2 §4), never below zero. */
export function formatCountdown(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}

/** Seconds left until `endsAt` (ms) at `now` (ms), rounded up so 0 shows only at the reset. */
export function secondsUntil(endsAt: number, now: number): number {
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}

/** Chest hint duration (spec-2 §8, §9). */
export const CHEST_HINT_MS = 3000;
