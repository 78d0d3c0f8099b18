import { lazy, Suspense, useCallback, useState } from 'react';
import type { ConfirmDialogProps } from './confirm-dialog';

// The dialog (MUI Dialog) loads when the first question is asked: the phone-first entries stay within budget.
const ConfirmDialog = lazy(() => import('./confirm-dialog').then((m) => ({ default: m.ConfirmDialog })));

export type ConfirmOptions = Pick<ConfirmDialogProps, 'title' | 'message' | 'confirmText' | 'cancelText' | 'danger'>;

/**
 * A yes/no question asked with `await ask({...})`, instead of the browser's `window.confirm` (issue 34.26: in WeChat
 * and other in-app browsers that box shows the site's address as its title, and it cannot be styled or read out in
 * the product's words). Render `dialog` once in the component.
 */
export function useConfirm() {
  const [asking, setAsking] = useState<{ options: ConfirmOptions; answer: (ok: boolean) => void } | null>(null);
  const ask = useCallback(
    (options: ConfirmOptions) => new Promise<boolean>((answer) => setAsking({ options, answer })),
    [],
  );
  const reply = (ok: boolean) => {
    asking?.answer(ok);
    setAsking(null);
  };
  const dialog = asking && (
    <Suspense fallback={null}>
      <ConfirmDialog open {...asking.options} onConfirm={() => reply(true)} onCancel={() => reply(false)} />
    </Suspense>
  );
  return [ask, dialog] as const;
}
