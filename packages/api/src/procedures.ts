/**
 * The one module that reads tRPC's router internals (`_def`). tRPC types a router for calling, not for
 * listing: the flat map of procedures by dotted path, each one's type, zod schemas, meta and middleware
 * chain are there at run time but not documented as API. Everything that lists or inspects procedures
 * (the REST table's types, the OpenAPI document, the reliability and privacy checks, the web's freshness
 * policy, the server's shortcut for GET queries) goes through here, so a tRPC upgrade that moves them
 * changes this file alone.
 */
import type { AnyTRPCProcedure } from "@trpc/server";
import type { z } from "zod";
import { appRouter, type AppRouter } from "./root";

export type ProcedureType = "query" | "mutation" | "subscription";

/** Dotted paths of a router record's procedures of the given types ("goals.update"). */
type PathsOf<TRecord, TType extends ProcedureType, TPrefix extends string = ""> = {
  [K in keyof TRecord & string]: TRecord[K] extends { _def: { procedure: true; type: infer T } }
    ? T extends TType
      ? `${TPrefix}${K}`
      : never
    : PathsOf<TRecord[K], TType, `${TPrefix}${K}.`>;
}[keyof TRecord & string];

/** Every procedure of the app router by its path, as /trpc names it; narrowed by type on request. */
export type ProcedurePath<TType extends ProcedureType = ProcedureType> = PathsOf<
  AppRouter["_def"]["record"],
  TType
>;

/** What a built procedure holds at run time beside what its public type shows. */
interface ProcedureInternals {
  type: ProcedureType;
  inputs: z.ZodType[];
  output?: z.ZodType;
  meta?: { sessionOnly?: boolean };
  middlewares: readonly unknown[];
}

export interface ProcedureInfo extends ProcedureInternals {
  path: string;
  procedure: AnyTRPCProcedure;
}

/** The middleware chain of a procedure or of a procedure builder (`protectedProcedure`), in order. */
export function middlewaresOf(procedure: unknown): readonly unknown[] {
  return (procedure as { _def: Pick<ProcedureInternals, "middlewares"> })._def.middlewares;
}

// tRPC keeps a flat map by dotted path beside the nested record that its types describe.
const flat = appRouter._def.procedures as unknown as Record<string, AnyTRPCProcedure>;
const all: ProcedureInfo[] = Object.entries(flat).map(([path, procedure]) => {
  const def = procedure._def as unknown as ProcedureInternals;
  return { ...def, path, procedure };
});
const byPath = new Map(all.map((info) => [info.path, info]));

/** Every procedure of the app router, by path. */
export function listProcedures(): readonly ProcedureInfo[] {
  return all;
}

/** The procedure at a dotted path, or undefined for a path that names none. */
export function findProcedure(path: string): ProcedureInfo | undefined {
  return byPath.get(path);
}

/** The router's configuration (its error formatter), which tRPC's `getErrorShape` needs. */
export const routerConfig = appRouter._def._config;
