import { App } from 'antd';
import { useCallback } from 'react';

/** Every admin write answers the server's message (shown as the success toast). */
export interface SavedAnswer {
  message: string;
}

/** What a save needs of a TanStack mutation (a `useMutation` result fits). */
export interface SaveMutation<Variables> {
  isPending: boolean;
  mutate: (variables: Variables, options: { onSuccess: (answer: SavedAnswer) => void }) => void;
}

/**
 * Runs a mutation; on success the server's message is toasted and `then` runs (e.g. the dialog
 * closes). Failures are toasted by the api client.
 */
export function useSaveWithToast() {
  const { message } = App.useApp();
  return useCallback(
    <Variables>(save: SaveMutation<Variables>, variables: Variables, then?: () => void) =>
      save.mutate(variables, {
        onSuccess: ({ message: text }) => {
          void message.success(text);
          then?.();
        },
      }),
    [message],
  );
}
