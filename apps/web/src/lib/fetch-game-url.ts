import { isApiError, UNAUTHORIZED_CODE } from './api-client';

/** The toasts a launch shows, given by the caller (antd-mobile's Toast in the browser). */
export interface LaunchToasts {
  /** Shows the loading toast and returns what closes it. */
  showLoading: () => { close: () => void };
  showFailure: (message: string) => void;
}

/** The launch address, or why there is none (null after a 401, which the api client handles). */
export type GameUrlAnswer = { url: string; failure: null } | { url: null; failure: string | null };

/**
 * Asks for a game's launch address under a loading toast. antd-mobile shows one toast at a time
 * and a handler's `close()` closes whichever toast is showing, so the loading toast is closed
 * first and only then is the failure shown: the server's own reason for a refusal (platform in
 * maintenance, not enough balance…), or `networkMessage` when no answer came (issue #13). A 401
 * is left to the api client (its alert and the login page). The request itself must be silent.
 * The failure is also answered, for a page that keeps it on screen (/gamePage).
 */
export async function fetchGameUrl(
  request: () => Promise<string>,
  toasts: LaunchToasts,
  networkMessage: string,
): Promise<GameUrlAnswer> {
  const loading = toasts.showLoading();
  try {
    const url = await request();
    loading.close();
    return { url, failure: null };
  } catch (error) {
    // Closed before the failure is shown: closing it later would close the failure instead.
    loading.close();
    if (isApiError(error) && error.code === UNAUTHORIZED_CODE) return { url: null, failure: null };
    const refusal = isApiError(error) && error.kind === 'server' ? error.message : '';
    const failure = refusal || networkMessage;
    toasts.showFailure(failure);
    return { url: null, failure };
  }
}
