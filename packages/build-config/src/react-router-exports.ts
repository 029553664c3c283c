/**
 * The React Router exports the site may use: its data router (createBrowserRouter, route
 * objects with `lazy`, loaders, `patchRoutesOnNavigation`), links and the hooks pages read.
 * Shared whole, React Router is about 60 KB gzip (server rendering, RSC, forms and fetchers,
 * cookies and sessions); the shell provides a copy trimmed to these exports (Module Federation
 * shared tree shaking) and every tool declares the same list.
 *
 * Using an export that is not listed would break a tool inside the deployed shell: a unit test
 * (trimmed-exports.test.ts) fails when any code in the repository imports one. Adding an
 * export here needs the shell rebuilt as well as the tool.
 */
export const reactRouterExports = [
  // the data router
  'createBrowserRouter',
  'RouterProvider',
  'redirect',
  'data',
  'isRouteErrorResponse',
  // components
  'Link',
  'NavLink',
  'Navigate',
  'Outlet',
  'ScrollRestoration',
  // hooks
  'useLoaderData',
  'useLocation',
  'useNavigate',
  'useNavigation',
  'useParams',
  'useRouteError',
  'useSearchParams',
  // paths
] as const;
