/** A piece of step text: a paragraph, or a run of "- " bullet lines. */
export type ContentBlock = { kind: "paragraph"; text: string } | { kind: "list"; items: string[] };

const BULLET = /^\s*-\s+(.*)$/;

/**
 * Splits lesson text into paragraphs ("\n\n" between them) and bullet lists (consecutive lines starting
 * with "- "). Text lines next to bullets in the same paragraph become their own paragraph, so
 * "Start with:\n- a\n- b" reads as a lead-in followed by a two-item list.
 */
export function parseContentBlocks(text: string): ContentBlock[] {
  const blocks: ContentBlock[] = [];
  for (const chunk of text.replace(/\r\n?/g, "\n").split(/\n\s*\n/)) {
    let lines: string[] = [];
    let items: string[] = [];
    const flushLines = () => {
      const joined = lines.join(" ").trim();
      if (joined) blocks.push({ kind: "paragraph", text: joined });
      lines = [];
    };
    const flushItems = () => {
      if (items.length > 0) blocks.push({ kind: "list", items });
      items = [];
    };
    for (const line of chunk.split("\n")) {
      const bullet = BULLET.exec(line);
      if (bullet) {
        flushLines();
        const item = (bullet[1] ?? "").trim();
        if (item) items.push(item);
      } else if (line.trim()) {
        flushItems();
        lines.push(line.trim());
      }
    }
    flushLines();
    flushItems();
  }
  return blocks;
}
