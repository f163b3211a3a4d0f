/**
 * The in-process copy of the catalogue (DESIGN.md "Database": PGlite runs one query at a time, so
 * read-mostly catalogue data is served from memory). The database stays the source of truth: the
 * copy is rebuilt when `catalog_version` moves, which triggers bump on every catalogue change.
 * Requests never wait for the check: at most once per interval one runs in the background and
 * the next requests see the new copy (stale for about a second at most, in every process).
 */
import type { Db } from '../../db/client';
import { loadCatalogRows, readCatalogVersion } from './repository';
import { buildSnapshot, type CatalogSnapshot } from './snapshot';

export const CATALOG_CHECK_INTERVAL_MS = 1000;

export class CatalogCache {
  private current: CatalogSnapshot | null = null;
  private loading: Promise<CatalogSnapshot> | null = null;
  private checking: Promise<CatalogSnapshot> | null = null;
  private lastCheck = 0;

  constructor(
    private readonly db: Db,
    private readonly onBackgroundError: (error: unknown) => void,
    private readonly checkIntervalMs = CATALOG_CHECK_INTERVAL_MS,
  ) {}

  /** The catalogue; a stale copy is answered while a newer one is being built. */
  async snapshot(): Promise<CatalogSnapshot> {
    const current = this.current;
    if (current === null) return this.load();
    if (Date.now() - this.lastCheck >= this.checkIntervalMs) {
      this.check().catch(this.onBackgroundError);
    }
    return current;
  }

  /**
   * The catalogue after checking the database for a change now (`skip_cache`, and a change just
   * made): a check or a build already under way may have read the database before that change,
   * so this waits for it and checks again.
   */
  async fresh(): Promise<CatalogSnapshot> {
    await Promise.allSettled([this.checking, this.loading]);
    return this.check();
  }

  private check(): Promise<CatalogSnapshot> {
    if (this.checking !== null) return this.checking;
    this.lastCheck = Date.now();
    this.checking = (async () => {
      try {
        const version = await readCatalogVersion(this.db);
        const current = this.current;
        return current !== null && current.version === version ? current : await this.load();
      } finally {
        this.checking = null;
      }
    })();
    return this.checking;
  }

  private load(): Promise<CatalogSnapshot> {
    if (this.loading !== null) return this.loading;
    this.loading = (async () => {
      try {
        const snapshot = buildSnapshot(await loadCatalogRows(this.db));
        this.current = snapshot;
        this.lastCheck = Date.now();
        return snapshot;
      } finally {
        this.loading = null;
      }
    })();
    return this.loading;
  }
}
