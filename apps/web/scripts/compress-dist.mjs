// After `vite build`: writes a brotli (.br) and a gzip (.gz) copy beside every text file in dist/, at the
// highest levels, once at build time; the server then sends the copy the browser accepts.
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const dist = new URL("../dist/", import.meta.url).pathname;
/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/;
/** Below this, a compressed copy saves less than it costs to keep. */
const MIN_BYTES = 1024;

const files = (await readdir(dist, { recursive: true, withFileTypes: true }))
  .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
  .map((entry) => join(entry.parentPath, entry.name));

let written = 0;
await Promise.all(
  files.map(async (file) => {
    if ((await stat(file)).size < MIN_BYTES) return;
    const content = await readFile(file);
    const [br, gz] = await Promise.all([
      brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
      gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    written += 1;
  }),
);
console.log(`compressed ${written} files in dist/ (brotli and gzip)`);
