import { readFileSync } from "node:fs";
import type { Env } from "../env";
import { IdpMetadataError, parseIdpMetadata } from "./idp-metadata";
import { SAML_METADATA_PATH, type SamlOptions } from "./routes";

/** The metadata XML the environment gives, inline or from a file, or null when SAML is off. */
function metadataXml(env: Env): string | null {
  if (env.SAML_IDP_METADATA !== undefined) return env.SAML_IDP_METADATA;
  if (env.SAML_IDP_METADATA_FILE === undefined) return null;
  try {
    return readFileSync(env.SAML_IDP_METADATA_FILE, "utf8");
  } catch (error) {
    throw new Error(`Invalid environment:\n  SAML_IDP_METADATA_FILE: cannot be read (${String(error)})`);
  }
}

/**
 * The SAML service provider's set-up from SAML_* (null when SAML is off). Metadata that does not parse
 * stops the start with the reason, as a bad variable does.
 */
export function samlOptionsFromEnv(env: Env, appUrl: string): SamlOptions | null {
  const xml = metadataXml(env);
  if (xml === null) return null;
  try {
    return {
      idp: parseIdpMetadata(xml),
      spEntityId: env.SAML_SP_ENTITY_ID ?? new URL(SAML_METADATA_PATH, appUrl).toString(),
      appUrl,
      allowIdpInitiated: env.SAML_ALLOW_IDP_INITIATED,
    };
  } catch (error) {
    if (error instanceof IdpMetadataError) {
      throw new Error(`Invalid environment:\n  SAML_IDP_METADATA: ${error.message}`);
    }
    throw error;
  }
}
