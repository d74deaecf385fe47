import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { SERVER_PART } from '../../shared/site-pages';
import { answersFrom, loadDataPages, type DataPages, type DataPagesOptions } from '../../web/server/data-pages';
import { loadSite } from './static-site';

export type Site = { assets: ReturnType<typeof loadSite>; dataPages?: DataPages };

/** How often the build's time is looked at (a request between two looks gets the site as it was). */
const CHECK_MS = 1000;

type Loading = { at: number; site: Promise<Site | undefined>; again: boolean };

/**
 * The built site, loaded (and compressed) at start rather than on the first visit, and loaded
 * again when a new build replaces web/dist (the test setup may build after the API is up), with
 * the renderer of its data pages (web/server/data-pages.ts) when the build left one beside it.
 * A build that could not be read whole (caught while being written, or a renderer that does not
 * load) is read again at the next look; meanwhile the data pages are served as their build shells.
 */
export function siteLoader(
  webDist: string,
  apiOrigin: string,
  log: (message: string, error: unknown) => void = (message, error) => console.error(message, error),
  ownAnswers?: DataPagesOptions['ownAnswers'],
): () => Promise<Site | undefined> {
  const index = path.join(webDist, 'index.html');
  const serverDir = path.join(webDist, '..', SERVER_PART.dir);
  const builtAt = () => (existsSync(index) ? statSync(index).mtimeMs : 0);
  const renderer = (loading: Loading): Promise<DataPages | undefined> =>
    loadDataPages({
      serverDir,
      load: answersFrom(apiOrigin),
      ownAnswers,
      onError: (error, pathname) => log(`[gateway] rendering ${pathname} failed:`, error),
    }).catch((error: unknown) => {
      log("[gateway] the data pages' renderer did not load; their build shells are served until it does:", error);
      loading.again = true;
      return undefined;
    });
  const begin = (at: number): Loading => {
    const loading: Loading = { at, site: Promise.resolve(undefined), again: false };
    if (!at) return loading;
    loading.site = (async () => ({
      assets: loadSite(webDist),
      dataPages: existsSync(serverDir) ? await renderer(loading) : undefined,
    }))();
    loading.site.catch(() => (loading.again = true));
    return loading;
  };
  let loaded = begin(builtAt());
  let checkedAt = Date.now();
  return () => {
    if (Date.now() - checkedAt > CHECK_MS) {
      checkedAt = Date.now();
      const at = builtAt();
      if (at && (at !== loaded.at || loaded.again)) loaded = begin(at);
    }
    return loaded.site;
  };
}
