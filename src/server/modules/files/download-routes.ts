import type { Endpoint, ParamsOf } from '../../../shared/contracts/endpoint.ts';
import type { Db } from '../../db/client.ts';
import { admit, type Viewer } from '../../plugins/access.ts';
import type { SessionInfo } from '../../plugins/auth.ts';
import type { FileReaders } from './read-access.ts';

/** Who asks, as a session route knows them. */
export interface Caller {
  session: SessionInfo;
  viewer: Viewer;
  ip: string;
}

/** A stored file as a preview needs it. */
export interface ReachedFile {
  id: string;
  name: string;
  extension: string;
  size: number;
}

/** The file a download route would give the caller, and how that route records giving it. */
export interface Reached {
  file: ReachedFile;
  /** Called when a preview hands over the file's content itself (the library logs it as a download). */
  delivered: () => Promise<void>;
}

/**
 * A route that streams stored files (a file's own download, a library entry's), as its module
 * describes it for previews. A preview names the route the caller downloads by and is answered as
 * that route would answer: the route's permission, then its own rule for the file, so a preview is
 * never wider than the download.
 */
export interface DownloadRouteRule<E extends Endpoint> {
  endpoint: E;
  /** The file behind these params when this caller may download it there; null where the route answers 404. */
  fileFor(db: Db, caller: Caller, params: ParamsOf<E>, readers: FileReaders): Promise<ReachedFile | null>;
  /** Records a delivery where the route records downloads. */
  record?(db: Db, caller: Caller, params: ParamsOf<E>): Promise<void>;
}

/** A download route ready to be asked about a path. */
export interface DownloadRoute {
  /** undefined when the path is not this route's; otherwise as `DownloadRoutes.reach`. */
  reach(db: Db, caller: Caller, path: string, readers: FileReaders): Promise<Reached | null | undefined>;
}

export function downloadRoute<E extends Endpoint>(rule: DownloadRouteRule<E>): DownloadRoute {
  const { endpoint } = rule;
  return {
    async reach(db, caller, path, readers) {
      const raw = endpoint.method === 'GET' ? matchPath(endpoint.path, path) : null;
      if (!raw) return undefined;
      // In the route's order: its permission before its input.
      await admit(db, caller.viewer, endpoint.permission);
      const parsed = endpoint.params?.safeParse(raw);
      if (!parsed?.success) return null;
      // The contract's own schema parsed them, as the route's handler receives them.
      const params = parsed.data as ParamsOf<E>;
      const file = await rule.fileFor(db, caller, params, readers);
      if (!file) return null;
      return { file, delivered: async () => rule.record?.(db, caller, params) };
    },
  };
}

/** The params a path gives a route pattern (`/api/file/Download/:type/:id`), or null when it is not that route's. */
export function matchPath(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const have = path.split('/');
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of want.entries()) {
    const given = have[i]!;
    if (!part.startsWith(':')) {
      if (part !== given) return null;
      continue;
    }
    if (given === '') return null;
    try {
      params[part.slice(1)] = decodeURIComponent(given);
    } catch {
      return null;
    }
  }
  return params;
}

/** Every module's download routes, asked in turn for the one a path names. */
export class DownloadRoutes {
  constructor(
    private readonly routes: readonly DownloadRoute[],
    private readonly readers: FileReaders,
  ) {}

  /**
   * The file the caller downloads by this path, or null: no route of that path, params its contract
   * refuses, or a file the route would not give them. A permission the route requires is applied as
   * the route applies it (403 with its words).
   */
  async reach(db: Db, caller: Caller, path: string): Promise<Reached | null> {
    for (const route of this.routes) {
      const reached = await route.reach(db, caller, path, this.readers);
      if (reached !== undefined) return reached;
    }
    return null;
  }
}
