import type { ToastContent, ToastOptions } from 'react-toastify';

export type { ToastOptions };

/**
 * docs/spec/cart.md §2.6: a success toast closes after 2 s; an error, and any other toast, after 5
 * s.
 */
export const TOAST_MS = { success: 2000, error: 5000 } as const;

type ToastKind = 'success' | 'error' | 'warning' | 'info';

// react-toastify (and its stylesheet) load with the first toast, not with the page: most
// visits show none. Toasts raised before its container mounts wait in its queue.
let wanted = false;
const listeners = new Set<() => void>();

/** Whether a toast has been raised, so the app must mount the toast container. */
export function toastsWanted(): boolean {
  return wanted;
}

export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function show(kind: ToastKind, content: ToastContent, options?: ToastOptions): void {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  import('react-toastify').then(
    ({ toast }) => toast[kind](content, options),
    (error: unknown) => console.error('Toasts failed to load', error),
  );
}

/** react-toastify's `toast`, loaded on first use. */
export const toast = {
  success: (content: ToastContent, options?: ToastOptions) => show('success', content, options),
  error: (content: ToastContent, options?: ToastOptions) => show('error', content, options),
  warning: (content: ToastContent, options?: ToastOptions) => show('warning', content, options),
  info: (content: ToastContent, options?: ToastOptions) => show('info', content, options),
};
