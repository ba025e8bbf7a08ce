// Unsaved builder edits are not lost by accident: closing or reloading the tab asks the browser's own question, and
// a link inside the app asks first (the shell's BrowserRouter has no useBlocker: links are caught in the capture
// phase), as the midterm sheet does.
import App from 'antd/es/app';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useManageTranslation } from './i18n/index.js';

export function useLeaveGuard(dirty: boolean) {
  const { t } = useManageTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  useEffect(() => {
    if (!dirty) return undefined;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
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
      modal.confirm({
        title: t('leave.title'),
        content: t('leave.message'),
        okText: t('leave.ok'),
        okButtonProps: { danger: true },
        cancelText: t('leave.cancel'),
        onOk: () => navigate(to),
      });
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
    };
  }, [dirty, modal, navigate, t]);
}
