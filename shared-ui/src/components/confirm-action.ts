// Ask before a change that is hard to undo (delete, archive, deactivate), then make it and toast the outcome.
import App from 'antd/es/app';
import type { ReactNode } from 'react';
import type { Feedback } from './toast.js';

export interface ConfirmActionOptions {
  title: ReactNode;
  content?: ReactNode;
  okText: ReactNode;
  cancelText: ReactNode;
  /** The OK button in red; default true. */
  danger?: boolean;
  /** The change, made once the person agrees. */
  action: () => Promise<unknown>;
  /** Toasted when the change is made; a failure toasts the error through `feedback`. */
  done: ReactNode;
}

/** `confirm(options)` opens the question; the area's own `feedback` words the outcome. */
export function useConfirmAction(feedback: Feedback) {
  const { modal } = App.useApp();
  return ({ title, content, okText, cancelText, danger = true, action, done }: ConfirmActionOptions) =>
    modal.confirm({
      title,
      content,
      okText,
      okButtonProps: { danger },
      cancelText,
      onOk: async () => {
        try {
          await action();
          feedback.success(done);
        } catch (error) {
          feedback.failure(error);
        }
      },
    });
}
