// antd's Tooltip, downloaded the first time a pointer or keyboard reaches the element. Tooltip brings
// the whole popup machinery (~14 KB gzip); pages on a budget (/login) only pay if someone hovers.
import { Suspense, lazy, useState, type ReactNode } from 'react';

const Tooltip = lazy(() => import('antd/es/tooltip'));

export function LazyTooltip({ title, children }: { title: ReactNode; children: ReactNode }) {
  const [wanted, setWanted] = useState(false);
  const target = (
    <span
      style={{ display: 'block' }}
      onPointerEnter={() => setWanted(true)}
      onFocus={() => setWanted(true)}
    >
      {children}
    </span>
  );
  if (!wanted) return target;
  return (
    <Suspense fallback={target}>
      <Tooltip title={title} defaultOpen>
        {target}
      </Tooltip>
    </Suspense>
  );
}
