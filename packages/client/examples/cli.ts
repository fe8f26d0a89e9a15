/** What the example scripts share: the connection options, reading the token, and failing readably. */
import { readFile } from "node:fs/promises";
import { parseArgs, type ParseArgsConfig } from "node:util";
import { createClient, LeadCoachClientError, type LeadCoachClient } from "@leadcoach/client";

/** The options every script takes, for `parseArgs`. */
export const connectionOptions = {
  url: { type: "string" },
  token: { type: "string" },
  "token-file": { type: "string" },
  help: { type: "boolean", short: "h" },
} as const satisfies ParseArgsConfig["options"];

export const CONNECTION_USAGE = `  --url <address>       the LeadCoach address, e.g. https://leadcoach.example.com
  --token <token>       a personal access token (Settings -> Access tokens)
  --token-file <path>   or a file holding the token (keeps it out of the shell history)`;

/** A mistake in how the script was called: printed with the usage, exit code 2. */
export class UsageError extends Error {
  override name = "UsageError";
}

/** `parseArgs` over the script's arguments, an unknown or malformed option being a usage mistake. */
export function parseCli<T extends ParseArgsConfig>(config: T): ReturnType<typeof parseArgs<T>> {
  try {
    return parseArgs(config);
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

/** A client from --url and --token or --token-file. */
export async function clientFromArgs(values: {
  url?: string;
  token?: string;
  "token-file"?: string;
}): Promise<LeadCoachClient> {
  if (!values.url) throw new UsageError("--url is required");
  if (values.token && values["token-file"]) throw new UsageError("give --token or --token-file, not both");
  let token = values.token;
  if (values["token-file"]) {
    try {
      token = await readFile(values["token-file"], "utf8");
    } catch (error) {
      throw new UsageError(
        `cannot read --token-file: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  if (!token) throw new UsageError("--token or --token-file is required");
  try {
    return createClient({ url: values.url, token });
  } catch (error) {
    // createClient refuses a malformed address or token with a TypeError saying what is wrong.
    if (error instanceof TypeError) throw new UsageError(error.message);
    throw error;
  }
}

/**
 * Runs a script's main and turns failures into a message on stderr and an exit code: 2 for a usage
 * mistake, 1 for anything else (a server error shows its HTTP status and sentence).
 */
export function run(usage: string, main: () => Promise<void>): void {
  main().then(
    () => undefined,
    (error: unknown) => {
      if (error instanceof UsageError) {
        process.stderr.write(`${error.message}\n\n${usage}\n`);
        process.exitCode = 2;
      } else if (error instanceof LeadCoachClientError) {
        const status = error.status === null ? "" : ` (HTTP ${error.status})`;
        process.stderr.write(`${error.path} failed${status}: ${error.message}\n`);
        process.exitCode = 1;
      } else {
        process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
        process.exitCode = 1;
      }
    },
  );
}
