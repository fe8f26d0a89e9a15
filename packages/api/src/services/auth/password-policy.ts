import { dictionary } from "@zxcvbn-ts/language-common";
import { AppError } from "../../lib/app-error";
import { commonPasswordSet, passwordRefusal, type PasswordOwner } from "../../schemas/password-rules";

/**
 * The common passwords come from @zxcvbn-ts/language-common's 'passwords-common' dictionary (ranked,
 * most common first; maintained with zxcvbn-ts and updated with the package). Server only: the web
 * app loads the same list lazily, with its strength meter.
 */
let common: ReadonlySet<string> | undefined;

/** Refuses (400) a password that is common or the person's own e-mail or name: every place a password is set calls it. */
export function assertPasswordAllowed(password: string, owner: PasswordOwner): void {
  common ??= commonPasswordSet(dictionary["passwords-common"]);
  const refusal = passwordRefusal(password, owner, common);
  if (refusal) throw new AppError("BAD_REQUEST", refusal);
}
