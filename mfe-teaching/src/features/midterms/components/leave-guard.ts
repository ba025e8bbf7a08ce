// Unsaved changes are not lost by accident: closing or reloading the tab asks the browser's own question, and a
// link inside the app (the sidebar, breadcrumbs) asks first and leaves only when the person says so. The shell uses a
// BrowserRouter (no data router, so no useBlocker): links are caught in the capture phase.
import App from 'antd/es/app';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

export function useLeaveGuard(dirty: boolean) {
  const { t } = useTranslation('teaching');
  const { modal } = App.useApp();
  const navigate = useNavigate();
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
      modal.confirm({
        title: t('midterms.leave.title'),
        content: t('midterms.leave.message'),
        okText: t('midterms.leave.ok'),
        okButtonProps: { danger: true },
        cancelText: t('midterms.leave.cancel'),
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
