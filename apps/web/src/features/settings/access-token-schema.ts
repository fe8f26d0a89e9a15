import { ACCESS_TOKEN_EXPIRY_DAYS, ZCreateAccessTokenInput } from "@leadcoach/api/schemas";
import { z } from "zod";

type ExpiryDays = (typeof ACCESS_TOKEN_EXPIRY_DAYS)[number];

/** The create form holds the expiry as the select's text ("90"); the server's schema takes the number. */
export const ZCreateAccessTokenForm = ZCreateAccessTokenInput.extend({
  expiresInDays: z
    .enum(ACCESS_TOKEN_EXPIRY_DAYS.map(String) as [string, ...string[]], {
      error: "Expiry must be 30, 90 or 365 days",
    })
    .transform((days) => Number(days) as ExpiryDays),
});

export const emptyAccessTokenValues = {
  name: "",
  expiresInDays: "90",
  scope: "read" as "read" | "write",
  admin: false,
};

export const expiryOptions = ACCESS_TOKEN_EXPIRY_DAYS.map((days) => ({
  value: String(days),
  label: days === 365 ? "1 year" : `${days} days`,
}));
