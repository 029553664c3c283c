import { emailProblem, jobIdProblem, notFound, type ToolRouteHandle } from '@peptox/tool-contract';
import type { LoaderFunction, LoaderFunctionArgs, RouteObject } from 'react-router';

/** A check a route names in `handle.middleware`; it throws (e.g. notFound()) to stop the page. */
export type Guard = (args: LoaderFunctionArgs) => void | Promise<void>;

const guards = new Map<string, Guard>();

export function registerGuard(name: string, guard: Guard): void {
  guards.set(name, guard);
}

// The parameter checks every tool needs: a bad job id or e-mail is a page that does not exist,
// and the page says what is wrong with it.
registerGuard('jobId', ({ params }) => {
  const problem = params.id === undefined ? null : jobIdProblem(params.id);
  if (problem) notFound(problem);
});
registerGuard('email', ({ params }) => {
  const problem = params.email === undefined ? null : emailProblem(params.email);
  if (problem) notFound(problem);
});

export async function runGuards(names: readonly string[], args: LoaderFunctionArgs): Promise<void> {
  for (const name of names) {
    const guard = guards.get(name);
    if (!guard) {
      const message = `Unknown middleware ${name}`;
      throw new Response(message, { status: 500, statusText: message });
    }
    await guard(args);
  }
}

function guarded(names: readonly string[], loader: unknown): LoaderFunction {
  return async (args, context) => {
    await runGuards(names, args);
    return typeof loader === 'function' ? (loader as LoaderFunction)(args, context) : null;
  };
}

/** The routes with each route's named guards running before its loader (also when lazy). */
export function withGuards(routes: readonly RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const names = (route.handle as ToolRouteHandle | undefined)?.middleware ?? [];
    const children = route.children ? withGuards(route.children) : undefined;
    const next = { ...route, ...(children ? { children } : {}) } as RouteObject;
    if (names.length === 0) return next;
    const { lazy, loader } = route;
    if (typeof lazy === 'function') {
      next.lazy = async () => {
        const loaded = await lazy();
        return { ...loaded, loader: guarded(names, loaded.loader ?? loader) };
      };
      if (loader) delete next.loader;
    } else if (lazy && typeof lazy === 'object') {
      const lazyLoader = lazy.loader;
      next.lazy = {
        ...lazy,
        loader: async () => guarded(names, lazyLoader ? await lazyLoader() : loader),
      };
      if (loader) delete next.loader;
    } else {
      next.loader = guarded(names, loader);
    }
    return next;
  });
}
