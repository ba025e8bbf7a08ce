// Headings and secondary text for the public pages, styled from the antd theme. antd's Typography would
// also bring its copy/edit/ellipsis machinery and Tooltip (~22 KB gzip), more than /login can afford.
import theme from 'antd/es/theme';
import type { CSSProperties, ReactNode } from 'react';

export function Heading({ children, level = 1, style }: { children: ReactNode; level?: 1 | 2; style?: CSSProperties }) {
  const { token } = theme.useToken();
  const Tag = level === 1 ? 'h1' : 'h2';
  return (
    <Tag
      style={{
        margin: 0,
        color: token.colorTextHeading,
        fontWeight: token.fontWeightStrong,
        fontSize: level === 1 ? token.fontSizeHeading2 : token.fontSizeHeading3,
        lineHeight: level === 1 ? token.lineHeightHeading2 : token.lineHeightHeading3,
        ...style,
      }}
    >
      {children}
    </Tag>
  );
}

export function SecondaryText({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  const { token } = theme.useToken();
  return <span style={{ color: token.colorTextSecondary, ...style }}>{children}</span>;
}

/** Visible only to screen readers (an explanation a tooltip shows to pointer users). */
export function ScreenReaderText({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <span
      id={id}
      style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' }}
    >
      {children}
    </span>
  );
}

/** A horizontal rule with a word in the middle ("or"), like antd's Divider with text. */
export function OrSeparator({ label }: { label: string }) {
  const { token } = theme.useToken();
  const line = <span style={{ flex: 1, borderTop: `1px solid ${token.colorSplit}` }} />;
  return (
    <div role="separator" style={{ display: 'flex', alignItems: 'center', gap: 16, margin: `${token.marginLG}px 0` }}>
      {line}
      <SecondaryText>{label}</SecondaryText>
      {line}
    </div>
  );
}
