// A framed surface for public pages. antd's Card would do, but it brings Tabs, Dropdown, Menu and
// Skeleton along (~28 KB gzip), which /login cannot afford.
import theme from 'antd/es/theme';
import type { CSSProperties, ReactNode } from 'react';

export function Panel({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  const { token } = theme.useToken();
  return (
    <div
      style={{
        background: token.colorBgContainer,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        boxShadow: token.boxShadowTertiary,
        padding: token.paddingLG,
        ...style,
      }}
    >
      {children}
    </div>
  );
}
