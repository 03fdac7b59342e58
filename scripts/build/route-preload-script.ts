// The build's route preload map and the tiny script that reads it (route-preload.js), both from
// the route manifest. Pure (no Node, no Vite): src/app/route-preload.test.ts runs the script.
import { shellOf, USER_LAYOUT, type AppRoute } from '../../src/app/route-manifest.ts'

/**
 * One page a visit can start on: its path pattern, files, <html> class, members only (1), and the
 * API GETs to start at once for a member (URL templates, see AppRoute.early).
 */
export type PreloadEntry = [
  pattern: string,
  files: string[],
  shellClass: string,
  members: 0 | 1,
  early: string[],
]

/** The modules (manifest names) a visit to `route` needs at once: its screen, loader and layout. */
function modulesOf(route: AppRoute): string[] {
  const own = [route.screen, route.loader]
  const layout = route.layout === 'user' ? [USER_LAYOUT.screen, USER_LAYOUT.loader] : []
  return [...layout, ...own].filter((name): name is string => name !== undefined)
}

/** The early requests of a visit to `route`: its layout's, then its own. */
function earlyOf(route: AppRoute): string[] {
  return [...(route.layout === 'user' ? USER_LAYOUT.early : []), ...(route.early ?? [])]
}

/** The preload map: `filesOf` turns manifest module names into the files to preload. */
export function preloadEntries(
  routes: readonly AppRoute[],
  filesOf: (modules: string[]) => string[],
): PreloadEntry[] {
  return routes
    .filter((route) => route.preload !== false)
    .map((route) => {
      const shell = shellOf(route)
      return [
        route.path,
        filesOf(modulesOf(route)),
        shell ? `${shell}-shell` : '',
        route.access === 'member' ? 1 : 0,
        route.access === 'member' ? earlyOf(route) : [],
      ]
    })
}

/**
 * Finds the page in the map (`:name` matches one path segment; members-only pages only when a
 * session is stored), marks <html> with its shell class, adds a modulepreload link per file and,
 * for a stored session, starts the page's early requests (window.__gbEarly, lib/early-requests.ts)
 * at low priority: the page's chunks, not yet requested, share the same 6 HTTP/1.1 connections
 * (median of 14 cold chat opens 436 ms, 465 ms at the default priority).
 * Written small by hand: it runs, blocking, before the first paint.
 */
export function preloadScript(entries: readonly PreloadEntry[]): string {
  return `(function(m){var s=(location.pathname.replace(/\\/+$/,'')||'/').split('/'),a;try{a=localStorage.getItem('pocketbase_auth')}catch(e){}for(var n=0;n<m.length;n++){var e=m[n],t=e[0].split('/'),i=0;if(t.length!==s.length||(e[3]&&!a))continue;while(i<t.length&&(t[i]===s[i]||(t[i].charAt(0)===':'&&s[i])))i++;if(i<t.length)continue;if(e[2])document.documentElement.className+=' '+e[2];for(var j=0,f=e[1];j<f.length;j++){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=f[j];document.head.appendChild(l)}try{var k=JSON.parse(a).token,r=[];for(j=0;k&&j<e[4].length;j++){var p=e[4][j];for(i=0;i<t.length;i++)if(t[i].charAt(0)===':')p=p.replace(t[i],s[i]);var q=fetch(p,{headers:{Authorization:k},priority:'low'});q.catch(function(){});r.push({url:p,token:k,response:q})}if(r.length)window.__gbEarly=r}catch(e){}return}})(${JSON.stringify(entries)})\n`
}
