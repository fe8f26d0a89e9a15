import { describe, expect, it } from "vitest";
import { apiConfigFromEnv } from "../src/app";
import { loadEnv } from "../src/env";

const sso = {
  OIDC_ISSUER: "https://id.example.com",
  OIDC_CLIENT_ID: "leadcoach",
  OIDC_CLIENT_SECRET: "s3cret",
};

describe("single sign-on settings", () => {
  it("is off unless issuer, client id and secret are all set", () => {
    expect(apiConfigFromEnv(loadEnv({})).sso).toBeNull();
    expect(apiConfigFromEnv(loadEnv(sso)).sso).toEqual({ allowedDomains: [], mfaAmrValues: [] });
    // An empty variable counts as unset.
    expect(apiConfigFromEnv(loadEnv({ OIDC_ISSUER: "", OIDC_CLIENT_ID: "" })).sso).toBeNull();
  });

  it("refuses half a set-up instead of starting without it", () => {
    expect(() => loadEnv({ OIDC_ISSUER: sso.OIDC_ISSUER, OIDC_CLIENT_ID: "x" })).toThrow(
      /OIDC_ISSUER: OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together/,
    );
    expect(() => loadEnv({ ...sso, OIDC_ISSUER: "not a url" })).toThrow(/OIDC_ISSUER/);
  });

  it("reads the allowed domains as a comma list, in lower case", () => {
    const env = loadEnv({ ...sso, OIDC_ALLOWED_DOMAINS: " Example.com, @example.org ,, " });
    expect(apiConfigFromEnv(env).sso).toEqual({
      allowedDomains: ["example.com", "example.org"],
      mfaAmrValues: [],
    });
  });

  it("wants an https issuer in production", () => {
    const production = { NODE_ENV: "production", SESSION_SECRET: "x".repeat(32) };
    expect(() => loadEnv({ ...production, ...sso, OIDC_ISSUER: "http://id.example.com" })).toThrow(
      /OIDC_ISSUER: must be an https:\/\/ URL in production/,
    );
    expect(apiConfigFromEnv(loadEnv({ ...production, ...sso })).sso).not.toBeNull();
  });
});

describe("SAML settings", () => {
  const saml = { SAML_IDP_METADATA: "<EntityDescriptor/>" };

  it("turns SSO on with the SAML domains, IdP-initiated off by default", () => {
    const env = loadEnv({
      ...saml,
      SAML_ALLOWED_DOMAINS: "Example.com, @example.org",
      SAML_MFA_CONTEXTS: "a, b",
    });
    // The provider's AuthnContextClassRef is compared where OpenID Connect's `amr` is.
    expect(apiConfigFromEnv(env).sso).toEqual({
      allowedDomains: ["example.com", "example.org"],
      mfaAmrValues: ["a", "b"],
    });
    expect(env.SAML_ALLOW_IDP_INITIATED).toBe(false);
    expect(loadEnv({ ...saml, SAML_ALLOW_IDP_INITIATED: "true" }).SAML_ALLOW_IDP_INITIATED).toBe(true);
  });

  it("refuses unclear set-ups", () => {
    expect(() => loadEnv({ ...saml, SAML_ALLOW_IDP_INITIATED: "yes" })).toThrow(
      /SAML_ALLOW_IDP_INITIATED: must be true or false/,
    );
    expect(() => loadEnv({ ...saml, SAML_IDP_METADATA_FILE: "/x.xml" })).toThrow(
      /set SAML_IDP_METADATA or SAML_IDP_METADATA_FILE, not both/,
    );
    expect(() => loadEnv({ ...saml, ...sso })).toThrow(
      /either OpenID Connect \(OIDC_\*\) or SAML \(SAML_\*\)/,
    );
  });
});
