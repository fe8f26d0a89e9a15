import { randomUUID } from "node:crypto";
import * as validator from "@authenio/samlify-node-xmllint";
import * as samlify from "samlify";
import { generate } from "selfsigned";

samlify.setSchemaValidator(validator);

const IDP_ENTITY_ID = "https://idp.example.test/saml/metadata";
const IDP_SSO_URL = "https://idp.example.test/saml/sso";
const PASSWORD_CONTEXT = "urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport";

/** What the test IdP puts in one response; each field can be set wrong on purpose. */
export interface AssertionOptions {
  nameId: string;
  nameIdFormat?: string;
  /** Attribute name to value(s). */
  attributes?: Record<string, string | string[]>;
  /** The request answered; null for an unsolicited (IdP-initiated) response. */
  inResponseTo: string | null;
  audience?: string;
  recipient?: string;
  destination?: string;
  notBefore?: Date;
  notOnOrAfter?: Date;
  authnContext?: string;
  assertionId?: string;
}

const escape = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export interface TestIdp {
  entityId: string;
  ssoUrl: string;
  /** The IdP's metadata XML, for SAML_IDP_METADATA. */
  metadata: string;
  /** Reads the AuthnRequest the SP redirected to (validated against the SAML schema by samlify). */
  parseRequest(spMetadata: string, location: string): Promise<{ id: string; relayState: string | null }>;
  /** A signed SAMLResponse (base64), as the IdP would post it. `sign: "message"` signs the Response only. */
  respond(spMetadata: string, options: AssertionOptions, sign?: "assertion" | "message"): Promise<string>;
}

/** A SAML identity provider (samlify) with a fresh self-signed signing key. */
export async function startTestIdp(): Promise<TestIdp> {
  const keys = await generate([{ name: "commonName", value: "idp.example.test" }], {
    keySize: 2048,
    algorithm: "sha256",
  });
  const idp = samlify.IdentityProvider({
    entityID: IDP_ENTITY_ID,
    privateKey: keys.private,
    signingCert: keys.cert,
    nameIDFormat: ["urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress"],
    singleSignOnService: [{ Binding: samlify.Constants.namespace.binding.redirect, Location: IDP_SSO_URL }],
  });
  const serviceProvider = (metadata: string) => samlify.ServiceProvider({ metadata });

  return {
    entityId: IDP_ENTITY_ID,
    ssoUrl: IDP_SSO_URL,
    metadata: String(idp.getMetadata()),
    async parseRequest(spMetadata, location) {
      const url = new URL(location);
      const query = Object.fromEntries(url.searchParams);
      const { extract } = await idp.parseLoginRequest(serviceProvider(spMetadata), "redirect", {
        query,
        octetString: "",
      });
      const request = extract.request as { id?: unknown } | undefined;
      if (typeof request?.id !== "string") throw new Error("the AuthnRequest has no ID");
      return { id: request.id, relayState: url.searchParams.get("RelayState") };
    },
    async respond(spMetadata, options, sign = "assertion") {
      const now = new Date();
      const sp = serviceProvider(
        sign === "message"
          ? spMetadata.replace('WantAssertionsSigned="true"', 'WantAssertionsSigned="false"')
          : spMetadata,
      );
      const acs = sp.entityMeta.getAssertionConsumerService("post") as string;
      const spEntityId = sp.entityMeta.getEntityID();
      const notOnOrAfter = (options.notOnOrAfter ?? new Date(now.getTime() + 5 * 60_000)).toISOString();
      const notBefore = (options.notBefore ?? new Date(now.getTime() - 60_000)).toISOString();
      const inResponseTo =
        options.inResponseTo === null ? "" : ` InResponseTo="${escape(options.inResponseTo)}"`;
      const attributes = Object.entries(options.attributes ?? {})
        .map(
          ([name, values]) =>
            `<saml:Attribute Name="${escape(name)}">${[values]
              .flat()
              .map(
                (value) => `<saml:AttributeValue xsi:type="xs:string">${escape(value)}</saml:AttributeValue>`,
              )
              .join("")}</saml:Attribute>`,
        )
        .join("");
      const id = `_${randomUUID()}`;
      const xml =
        `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="${id}" Version="2.0" IssueInstant="${now.toISOString()}" Destination="${escape(options.destination ?? acs)}"${inResponseTo}>` +
        `<saml:Issuer>${IDP_ENTITY_ID}</saml:Issuer>` +
        `<samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>` +
        `<saml:Assertion xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xs="http://www.w3.org/2001/XMLSchema" ID="${escape(options.assertionId ?? `_${randomUUID()}`)}" Version="2.0" IssueInstant="${now.toISOString()}">` +
        `<saml:Issuer>${IDP_ENTITY_ID}</saml:Issuer>` +
        `<saml:Subject><saml:NameID Format="${escape(options.nameIdFormat ?? "urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress")}">${escape(options.nameId)}</saml:NameID>` +
        `<saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer"><saml:SubjectConfirmationData NotOnOrAfter="${notOnOrAfter}" Recipient="${escape(options.recipient ?? acs)}"${inResponseTo}/></saml:SubjectConfirmation></saml:Subject>` +
        `<saml:Conditions NotBefore="${notBefore}" NotOnOrAfter="${notOnOrAfter}"><saml:AudienceRestriction><saml:Audience>${escape(options.audience ?? spEntityId)}</saml:Audience></saml:AudienceRestriction></saml:Conditions>` +
        `<saml:AuthnStatement AuthnInstant="${now.toISOString()}" SessionIndex="${id}"><saml:AuthnContext><saml:AuthnContextClassRef>${escape(options.authnContext ?? PASSWORD_CONTEXT)}</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>` +
        (attributes ? `<saml:AttributeStatement>${attributes}</saml:AttributeStatement>` : "") +
        `</saml:Assertion></samlp:Response>`;
      const { context } = await idp.createLoginResponse(
        sp,
        // The InResponseTo is in the XML below, set (or left out) by the test.
        { extract: {} },
        "post",
        { email: options.nameId },
        {
          customTagReplacement: () => ({ id, context: xml }),
        },
      );
      return context;
    },
  };
}
