// Unsaved changes are not lost by accident: closing or reloading the tab asks the browser's own question, and a link
// inside the app (the sidebar, breadcrumbs) asks first and leaves only when the person says so. The shell uses a
// BrowserRouter (no data router, so no useBlocker): links are caught in the capture phase.
import App from 'antd/es/app';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

/** The question's words, in the caller's own translations. */
export interface LeaveTexts {
  title: string;
  message: string;
  ok: string;
  cancel: string;
}

export function useLeaveGuard(dirty: boolean, texts: LeaveTexts) {
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const { title, message, ok, cancel } = texts;
  useEffect(() => {
    if (!dirty) return undefined;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the question only when a value is set.
      event.returnValue = '';
    };
    const click = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.origin !== window.location.origin) return;
      const to = `${link.pathname}${link.search}${link.hash}`;
      if (to === `${window.location.pathname}${window.location.search}${window.location.hash}`) return;
      event.preventDefault();
      event.stopPropagation();
      modal.confirm({ title, content: message, okText: ok, okButtonProps: { danger: true }, cancelText: cancel, onOk: () => navigate(to) });
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
    };
  }, [dirty, modal, navigate, title, message, ok, cancel]);
}
