import type { Kysely } from "kysely";
import type { Tables } from "./tables/index";

export type Database = Tables;
export type DB = Kysely<Database>;
