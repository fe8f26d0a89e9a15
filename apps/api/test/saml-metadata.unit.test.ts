import { generate } from "selfsigned";
import { beforeAll, describe, expect, it } from "vitest";
import { parseIdpMetadata } from "../src/saml/idp-metadata";

let cert: string;
let other: string;
beforeAll(async () => {
  const body = (pem: string) => pem.replace(/-----[^-]+-----/g, "").trim();
  cert = body((await generate([{ name: "commonName", value: "idp.test" }])).cert);
  other = body((await generate([{ name: "commonName", value: "next.idp.test" }])).cert);
});

const key = (use: string | null, value: string) =>
  `<md:KeyDescriptor${use ? ` use="${use}"` : ""}><ds:KeyInfo><ds:X509Data><ds:X509Certificate>
${value}
</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>`;

const metadata = ({
  keys = [key("signing", cert)],
  binding = "HTTP-Redirect",
  entityId = ' entityID="https://idp.test/entity"',
}: { keys?: string[]; binding?: string; entityId?: string } = {}) =>
  `<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" xmlns:ds="http://www.w3.org/2000/09/xmldsig#"${entityId}>
  <md:IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">
    ${keys.join("\n")}
    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="https://idp.test/post"/>
    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:${binding}" Location="https://idp.test/sso"/>
  </md:IDPSSODescriptor>
</md:EntityDescriptor>`;

describe("identity provider metadata", () => {
  it("reads the entity ID, the redirect URL and every signing certificate", () => {
    const parsed = parseIdpMetadata(
      metadata({ keys: [key("signing", cert), key(null, other), key("encryption", "bm90IGEgY2VydA==")] }),
    );
    expect(parsed).toEqual({
      entityId: "https://idp.test/entity",
      ssoUrl: "https://idp.test/sso",
      certificates: [cert.replace(/\s+/g, ""), other.replace(/\s+/g, "")],
    });
  });

  it("finds the identity provider inside an EntitiesDescriptor (ADFS, federations)", () => {
    const wrapped = `<md:EntitiesDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata">${metadata()}</md:EntitiesDescriptor>`;
    expect(parseIdpMetadata(wrapped).entityId).toBe("https://idp.test/entity");
  });

  it("names what is missing or wrong", () => {
    expect(() => parseIdpMetadata("  ")).toThrow("The identity provider metadata is empty.");
    expect(() => parseIdpMetadata(metadata({ binding: "HTTP-Artifact" }))).toThrow(/HTTP-Redirect binding/);
    expect(() => parseIdpMetadata(metadata({ entityId: "" }))).toThrow(/has no entityID/);
    expect(() => parseIdpMetadata(metadata({ keys: [key("encryption", cert)] }))).toThrow(
      /no signing certificate/,
    );
    expect(() => parseIdpMetadata(metadata({ keys: [key("signing", "bm90IGEgY2VydA==")] }))).toThrow(
      /not a valid X\.509 certificate/,
    );
    expect(() => parseIdpMetadata(`<!DOCTYPE a [<!ENTITY b "c">]>${metadata()}`)).toThrow(/DOCTYPE/);
    expect(() => parseIdpMetadata("x".repeat(200_001))).toThrow(/too long/);
  });
});
