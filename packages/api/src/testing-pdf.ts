import { createRequire } from "node:module";
import { dirname } from "node:path";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

const standardFontDataUrl = `${dirname(createRequire(import.meta.url).resolve("pdfjs-dist/package.json"))}/standard_fonts/`;

/** Each page's text of a base64 PDF, in order (pdfjs, the reader browsers use). */
export async function pdfPages(base64: string): Promise<string[]> {
  const pdf = await getDocument({ data: new Uint8Array(Buffer.from(base64, "base64")), standardFontDataUrl })
    .promise;
  const pages: string[] = [];
  for (let i = 1; i <= pdf.numPages; i++) {
    const content = await (await pdf.getPage(i)).getTextContent();
    pages.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
  }
  return pages;
}
