import type { App } from 'antd';

/**
 * Toasts outside React (the api client): the antd `App` context's message instance, registered by
 * `FeedbackBridge` once the app renders. Before that, nothing is shown.
 */
type MessageApi = ReturnType<typeof App.useApp>['message'];

let messageApi: MessageApi | null = null;

export function registerMessageApi(api: MessageApi | null): void {
  messageApi = api;
}

export function toastError(text: string, key?: string): void {
  if (!text) return;
  void messageApi?.error(key ? { content: text, key } : text);
}
