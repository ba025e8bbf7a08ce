// Toasts with the platform's durations (SPEC §9): 3.5 s, errors 6 s. Use inside the signed-in layout, whose
// antd App provides the themed message and notification APIs with the same defaults.
import App from 'antd/es/app';
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../api/api-error.js';

/** Seconds, as antd counts them. */
export const TOAST_DURATION = 3.5;
export const ERROR_TOAST_DURATION = 6;

export interface Toast {
  success(content: ReactNode): void;
  info(content: ReactNode): void;
  warning(content: ReactNode): void;
  error(content: ReactNode): void;
}

/** message.* with the error duration applied; the others take the App default (TOAST_DURATION). */
export function useToast(): Toast {
  const { message } = App.useApp();
  return useMemo(
    () => ({
      success: (content) => void message.success(content, TOAST_DURATION),
      info: (content) => void message.info(content, TOAST_DURATION),
      warning: (content) => void message.warning(content, TOAST_DURATION),
      error: (content) => void message.error(content, ERROR_TOAST_DURATION),
    }),
    [message],
  );
}

export interface Feedback {
  success(content: ReactNode): void;
  /** The server's own message (SPEC §7 client behaviour), or the caller's text for errors it knows. */
  failure(error: unknown): void;
}

/** Toasts for the outcome of a change. `errorText` lets an area word the server answers it knows itself. */
export function useFeedback(errorText?: (error: unknown) => string): Feedback {
  const toast = useToast();
  const { t } = useTranslation('common');
  return {
    success: (content) => toast.success(content),
    failure: (error) => toast.error(errorText ? errorText(error) : errorMessage(error, t)),
  };
}
