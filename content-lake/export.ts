/**
 * Writes the lake's documents as a Sanity export folder (`data.ndjson`,
 * `assets.json`, `images/`, `files/`), the layout `dataset/` has and
 * `dataset-loader.ts` reads, so edits made through the lake can be saved
 * back into the repository. Image and file fields become `_sanityAsset`
 * pointers to the copied files, as `sanity dataset export` writes them.
 */
import { copyFile, mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isRecord } from './dataset-loader.ts';
import type { AssetFile, LakeDocument } from './types.ts';
import { isDraftOrVersion, isPrivateId } from './views.ts';

export interface ExportOptions {
  /**
   * Also private documents that are not drafts (enquiries, preview secrets):
   * off by default, since visitors' messages do not belong in a repository.
   */
  includePrivate?: boolean;
}

export interface ExportSummary {
  documents: number;
  assets: number;
}

const assetTypes = new Set(['sanity.imageAsset', 'sanity.fileAsset']);

/** Whether an export (the folder, or the export endpoint without `all`) leaves a document out. */
export function isExportedByDefault(doc: LakeDocument): boolean {
  return !isPrivateId(doc._id) || isDraftOrVersion(doc._id);
}

export async function exportDataset(
  documents: LakeDocument[],
  files: (name: string) => AssetFile | undefined,
  dir: string,
  options: ExportOptions = {},
): Promise<ExportSummary> {
  const assets = new Map<string, LakeDocument>();
  for (const doc of documents) if (assetTypes.has(doc._type)) assets.set(doc._id, doc);
  const used = new Map<string, { doc: LakeDocument; file: AssetFile; name: string }>();

  const rewrite = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rewrite);
    if (!isRecord(value)) return value;
    const out: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(value)) out[key] = rewrite(child);
    const ref = isRecord(value.asset) ? value.asset._ref : undefined;
    const asset = typeof ref === 'string' ? assets.get(ref) : undefined;
    const name = typeof asset?.path === 'string' ? path.basename(asset.path) : undefined;
    const file = name ? files(name) : undefined;
    if (asset && name && file) {
      const kind = asset._type === 'sanity.imageAsset' ? 'image' : 'file';
      delete out.asset;
      out._sanityAsset = `${kind}@file://./${kind}s/${name}`;
      used.set(asset._id, { doc: asset, file, name });
    }
    return out;
  };

  const lines: string[] = [];
  for (const doc of documents) {
    if (assetTypes.has(doc._type)) continue;
    if (!options.includePrivate && !isExportedByDefault(doc)) continue;
    lines.push(JSON.stringify(rewrite(doc)));
  }

  await mkdir(dir, { recursive: true });
  const meta: Record<string, Record<string, unknown>> = {};
  for (const { doc, file, name } of used.values()) {
    const kind = doc._type === 'sanity.imageAsset' ? 'image' : 'file';
    const target = path.join(dir, `${kind}s`, name);
    if (path.resolve(target) !== path.resolve(file.path)) {
      await mkdir(path.dirname(target), { recursive: true });
      await copyFile(file.path, target);
    }
    const kept: Record<string, unknown> = {};
    for (const key of ['originalFilename', 'label', 'title', 'description', 'creditLine', 'source']) {
      if (doc[key] !== undefined) kept[key] = doc[key];
    }
    meta[`${kind}-${doc.assetId as string}`] = kept;
  }
  // Written aside and renamed, so a watching lake never reads half a file.
  await writeAtomically(path.join(dir, 'assets.json'), `${JSON.stringify(meta, null, 2)}\n`);
  await writeAtomically(path.join(dir, 'data.ndjson'), lines.length ? `${lines.join('\n')}\n` : '');
  return { documents: lines.length, assets: used.size };
}

async function writeAtomically(file: string, text: string): Promise<void> {
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, text);
  await rename(temporary, file);
}
