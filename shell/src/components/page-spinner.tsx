// While a page's code downloads. Deliberately plain (four turning dots in the brand colour, no text): it is part
// of every page's first download. Drawn with a few styles rather than antd's Spin, which with its debounce
// library adds ~3 KB gzip to /login for a moment nobody reads; shared-ui's LoadingScreen would add Typography.
import theme from 'antd/es/theme';

const ANIMATION = [
  '@keyframes campus-page-spinner-turn{to{transform:rotate(405deg)}}',
  '@keyframes campus-page-spinner-dot{to{opacity:1}}',
  '@media (prefers-reduced-motion:reduce){.campus-page-spinner,.campus-page-spinner>i{animation:none!important}}',
].join('');

const CORNERS = [
  { top: 0, left: 0 },
  { top: 0, right: 0 },
  { bottom: 0, right: 0 },
  { bottom: 0, left: 0 },
];

export function PageSpinner() {
  const { token } = theme.useToken();
  return (
    <div aria-busy="true" aria-live="polite" style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: '100vh' }}>
      <style>{ANIMATION}</style>
      <span
        className="campus-page-spinner"
        style={{
          position: 'relative',
          display: 'inline-block',
          width: 32,
          height: 32,
          transform: 'rotate(45deg)',
          animation: 'campus-page-spinner-turn 1.2s linear infinite',
        }}
      >
        {CORNERS.map((corner, index) => (
          <i
            key={index}
            style={{
              position: 'absolute',
              ...corner,
              width: 14,
              height: 14,
              borderRadius: '50%',
              background: token.colorPrimary,
              opacity: 0.3,
              animation: `campus-page-spinner-dot 1s ${index * 0.4}s infinite alternate`,
            }}
          />
        ))}
      </span>
    </div>
  );
}
