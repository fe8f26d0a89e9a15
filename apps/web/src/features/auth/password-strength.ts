/**
 * The password strength estimate behind the meter. Loaded only by `import()` from the password forms:
 * zxcvbn and its dictionaries weigh several hundred KB, far beyond the first screen's budget.
 */
import { commonPasswordSet, passwordRefusal, type PasswordOwner } from "@leadcoach/api/schemas";
import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary as commonDictionary } from "@zxcvbn-ts/language-common";
import { dictionary as englishDictionary, translations } from "@zxcvbn-ts/language-en";

/** What zxcvbn's scores 0 to 4 mean, in words (the meter never relies on its colour alone). */
export const STRENGTH_LABELS = ["Very weak", "Weak", "Fair", "Strong", "Very strong"] as const;

export interface PasswordStrength {
  /** 0 (very weak) to 4 (very strong); 0 whenever the server would refuse the password. */
  score: 0 | 1 | 2 | 3 | 4;
  label: (typeof STRENGTH_LABELS)[number];
  /** The server's refusal when it would refuse, else zxcvbn's warning or first suggestion. */
  hint: string | null;
}

const zxcvbn = new ZxcvbnFactory({
  translations,
  graphs: adjacencyGraphs,
  dictionary: { ...commonDictionary, ...englishDictionary },
});
// The same ranked list the server refuses from, through the same rule.
const refused = commonPasswordSet(commonDictionary["passwords-common"]);

export function estimatePasswordStrength(password: string, owner: PasswordOwner): PasswordStrength {
  const refusal = passwordRefusal(password, owner, refused);
  const result = zxcvbn.check(
    password,
    [owner.email, owner.name].filter((value) => value !== ""),
  );
  const score = refusal ? 0 : result.score;
  const hint = refusal ?? (result.feedback.warning || result.feedback.suggestions[0] || null);
  return { score, label: STRENGTH_LABELS[score], hint };
}
