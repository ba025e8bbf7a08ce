// The Campus mark: a book-like shape in the brand colour, and the name.
import Flex from 'antd/es/flex';
import theme from 'antd/es/theme';
import { Link } from 'react-router-dom';

function Mark({ size }: { size: number }) {
  const { token } = theme.useToken();
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true">
      <rect width="32" height="32" rx="8" fill={token.colorPrimary} />
      <path d="M8 11.5 16 8l8 3.5-8 3.5z" fill="#fff" />
      <path d="M11 14.2v4.3c0 1.6 2.2 3 5 3s5-1.4 5-3v-4.3L16 16.4z" fill="#fff" opacity=".85" />
      <path d="M24 11.5v6" stroke="#fff" strokeWidth="1.4" strokeLinecap="round" />
    </svg>
  );
}

/** Logo and name, linking home; `compact` shows the mark alone (collapsed sidebar). */
export function Brand({ to = '/', compact = false, size = 32 }: { to?: string; compact?: boolean; size?: number }) {
  const { token } = theme.useToken();
  return (
    <Link to={to} aria-label="Campus" style={{ display: 'inline-flex' }}>
      <Flex align="center" gap={10}>
        <Mark size={size} />
        {compact ? null : (
          <span style={{ fontSize: size * 0.6, fontWeight: 600, letterSpacing: 0.2, color: token.colorTextHeading }}>Campus</span>
        )}
      </Flex>
    </Link>
  );
}
