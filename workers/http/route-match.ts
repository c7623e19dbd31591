/**
 * Which route React Router serves a path with, decided as React Router
 * decides it (matchRoutes over the build's own routes: letter case ignored,
 * %-encoding decoded, a trailing slash allowed, a data request's `.data`
 * dropped). What a private page's headers are keyed on, so that no spelling
 * React Router still serves loses them.
 */
import { matchRoutes, type RouteObject } from "react-router";

const loadBuild = () => import("virtual:react-router/server-build");

let tree: Promise<RouteObject[]> | undefined;

/** The build's flat route manifest as the tree matchRoutes takes. */
async function routeTree(): Promise<RouteObject[]> {
  const { routes } = await loadBuild();
  const entries = Object.values(routes).filter((route) => route !== undefined);
  const childrenOf = (parentId: string | undefined): RouteObject[] =>
    entries
      .filter((route) => route.parentId === parentId)
      .map((route) =>
        route.index
          ? { id: route.id, index: true, caseSensitive: route.caseSensitive }
          : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: childrenOf(route.id) },
      );
  return childrenOf(undefined);
}

/** The deepest route matched and its parameters, or undefined when none matches. */
export async function matchedRoute(
  pathname: string,
): Promise<{ id: string; params: Record<string, string | undefined> } | undefined> {
  tree ??= routeTree();
  const path = pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
  let matches;
  try {
    matches = matchRoutes(await tree, path);
  } catch {
    return undefined; // malformed %-encoding: React Router serves it no route either
  }
  const leaf = matches?.at(-1);
  return leaf?.route.id ? { id: leaf.route.id, params: leaf.params } : undefined;
}
