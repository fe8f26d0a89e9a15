import { protocol, types } from "@electric-sql/pglite";

/** What a run of one named statement returned: its rows as objects and the rows it changed. */
export interface WireResult {
  rows: Record<string, unknown>[];
  affectedRows: number;
}

const decoder = new TextDecoder();

// Backend message types this reader acts on; every other message (ParseComplete, BindComplete, NoData,
// ReadyForQuery, notices) is skipped by its length.
const ROW_DESCRIPTION = 0x54; // 'T'
const DATA_ROW = 0x44; // 'D'
const COMMAND_COMPLETE = 0x43; // 'C'
const ERROR_RESPONSE = 0x45; // 'E'

/** Commands whose tag ends in a count of changed rows that PGlite's own results add up. */
const COUNTED = new Set(["INSERT", "UPDATE", "DELETE", "COPY", "MERGE"]);

/**
 * Reads the backend's reply to bind, describe, execute and sync in one pass over the bytes. PGlite's
 * message parser copies every field into a new buffer and builds an object per message; for the short
 * reads of the hot paths that was the largest part of the embedded database's JavaScript time. Values go
 * through the same type parsers as PGlite's query() (`types.parseType` with the database's parsers), so
 * rows are identical. A reply that carries an error is handed to PGlite's parser, and its error thrown,
 * so errors keep PGlite's type and fields.
 */
export function readWireResult(
  bytes: Uint8Array,
  parsers: Record<number | string, types.Parser>,
): WireResult {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const rows: Record<string, unknown>[] = [];
  let names: string[] = [];
  let typeIds: number[] = [];
  let affectedRows = 0;
  let offset = 0;
  while (offset + 5 <= bytes.length) {
    const code = bytes[offset];
    const end = offset + 1 + view.getInt32(offset + 1);
    let at = offset + 5;
    if (code === ROW_DESCRIPTION) {
      const count = view.getInt16(at);
      at += 2;
      names = new Array<string>(count);
      typeIds = new Array<number>(count);
      for (let i = 0; i < count; i += 1) {
        const nul = bytes.indexOf(0, at);
        names[i] = decoder.decode(bytes.subarray(at, nul));
        // table oid (4), column number (2), then the type oid; its size, modifier and format follow.
        typeIds[i] = view.getInt32(nul + 1 + 6);
        at = nul + 1 + 18;
      }
    } else if (code === DATA_ROW) {
      const count = view.getInt16(at);
      at += 2;
      const row: Record<string, unknown> = {};
      for (let i = 0; i < count; i += 1) {
        const length = view.getInt32(at);
        at += 4;
        const name = names[i] ?? String(i);
        if (length < 0) {
          row[name] = null;
          continue;
        }
        row[name] = types.parseType(
          decoder.decode(bytes.subarray(at, at + length)),
          typeIds[i] ?? 0,
          parsers,
        );
        at += length;
      }
      rows.push(row);
    } else if (code === COMMAND_COMPLETE) {
      const tag = decoder.decode(bytes.subarray(at, bytes.indexOf(0, at))).split(" ");
      const changed = Number.parseInt(tag[tag.length - 1] ?? "", 10);
      if (COUNTED.has(tag[0] ?? "") && !Number.isNaN(changed)) affectedRows += changed;
    } else if (code === ERROR_RESPONSE) {
      throw databaseError(bytes);
    }
    offset = end;
  }
  return { rows, affectedRows };
}

function databaseError(bytes: Uint8Array): Error {
  let error: Error | undefined;
  new protocol.Parser().parse(bytes, (message) => {
    if (!error && message instanceof protocol.messages.DatabaseError) error = message;
  });
  return error ?? new Error("The embedded database answered with an error it could not describe.");
}
