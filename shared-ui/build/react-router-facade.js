// What the platform shares of React Router: routing components and hooks for a single-page app, without
// the data-router (loaders, actions, fetchers) and the framework/server parts (sessions, cookies, RSC).
//
// A shared module cannot be tree-shaken (any remote may use any export), so sharing react-router-dom
// whole put ~34 KB gzip on every page, ~60 KB with its development build; this list costs ~15 KB. The shell
// provides this file under the keys 'react-router-dom' and 'react-router'; remotes import from
// 'react-router-dom' as usual, and the build fails if one uses a name not listed here
// (shared-exports-guard.js). Screens load their data with React Query, not route loaders.
// 'campus-internal-react-router' is an alias of React Router's own ES module, so it escapes Module Federation's
// sharing instead of pointing back at this file.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  createPath,
  createSearchParams,
  generatePath,
  href,
  matchPath,
  matchRoutes,
  parsePath,
  resolvePath,
  useBeforeUnload,
  useHref,
  useInRouterContext,
  useLinkClickHandler,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
} from 'campus-internal-react-router';
