import { X509Certificate } from "node:crypto";
import { DOMParser } from "@xmldom/xmldom";

/** What the server takes from an identity provider's SAML metadata. */
export interface IdpMetadata {
  entityId: string;
  /** Where AuthnRequests go (the HTTP-Redirect binding). */
  ssoUrl: string;
  /** The signing certificates, base64 DER (the body of a PEM), each checked to parse. */
  certificates: string[];
}

const MD = "urn:oasis:names:tc:SAML:2.0:metadata";
const DS = "http://www.w3.org/2000/09/xmldsig#";
const PROTOCOL = "urn:oasis:names:tc:SAML:2.0:protocol";
const REDIRECT_BINDING = "urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect";
/** Metadata documents are a few kilobytes; a bigger paste is a mistake. */
export const IDP_METADATA_MAX_CHARS = 200_000;

export class IdpMetadataError extends Error {}

function children(parent: Element, ns: string, name: string): Element[] {
  return Array.from(parent.getElementsByTagNameNS(ns, name));
}

/**
 * Reads the entity ID, the single sign-on URL and the signing certificates from an identity provider's
 * metadata XML (an EntityDescriptor, or the first with an IDPSSODescriptor in an EntitiesDescriptor).
 * Throws `IdpMetadataError` with a sentence an administrator can act on.
 */
export function parseIdpMetadata(xml: string): IdpMetadata {
  const text = xml.trim();
  if (text === "") throw new IdpMetadataError("The identity provider metadata is empty.");
  if (text.length > IDP_METADATA_MAX_CHARS) {
    throw new IdpMetadataError("The identity provider metadata is too long to be a metadata document.");
  }
  // No DTDs at all: entity expansion and external entities have no place in metadata.
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) {
    throw new IdpMetadataError("The identity provider metadata must not contain a DOCTYPE or entities.");
  }
  const problems: string[] = [];
  const document = new DOMParser({
    errorHandler: {
      error: (message: unknown) => problems.push(String(message)),
      fatalError: (message: unknown) => problems.push(String(message)),
    },
  }).parseFromString(text, "text/xml");
  const root = document.documentElement;
  if (problems.length > 0 || !root) {
    throw new IdpMetadataError("The identity provider metadata is not well-formed XML.");
  }
  const entities =
    root.namespaceURI === MD && root.localName === "EntityDescriptor"
      ? [root]
      : children(root, MD, "EntityDescriptor");
  const entity = entities.find((candidate) =>
    children(candidate, MD, "IDPSSODescriptor").some((d) =>
      (d.getAttribute("protocolSupportEnumeration") ?? "").split(/\s+/).includes(PROTOCOL),
    ),
  );
  if (!entity) {
    throw new IdpMetadataError(
      "The metadata describes no SAML 2.0 identity provider (no EntityDescriptor with an IDPSSODescriptor).",
    );
  }
  const entityId = entity.getAttribute("entityID")?.trim() ?? "";
  if (entityId === "")
    throw new IdpMetadataError("The identity provider's EntityDescriptor has no entityID.");
  const descriptor = children(entity, MD, "IDPSSODescriptor")[0] as Element;

  const service = children(descriptor, MD, "SingleSignOnService").find(
    (s) => s.getAttribute("Binding") === REDIRECT_BINDING,
  );
  const ssoUrl = service?.getAttribute("Location")?.trim() ?? "";
  if (!/^https?:\/\//i.test(ssoUrl) || !URL.canParse(ssoUrl)) {
    throw new IdpMetadataError(
      "The metadata has no SingleSignOnService with the HTTP-Redirect binding and an http(s) Location.",
    );
  }

  const certificates = children(descriptor, MD, "KeyDescriptor")
    // A key without `use` serves both signing and encryption.
    .filter((key) => [null, "", "signing"].includes(key.getAttribute("use")))
    .flatMap((key) => children(key, DS, "X509Certificate"))
    .map((node) => (node.textContent ?? "").replace(/\s+/g, ""));
  if (certificates.length === 0) {
    throw new IdpMetadataError(
      "The metadata has no signing certificate (KeyDescriptor with X509Certificate).",
    );
  }
  for (const certificate of certificates) {
    try {
      new X509Certificate(Buffer.from(certificate, "base64"));
    } catch {
      throw new IdpMetadataError("A signing certificate in the metadata is not a valid X.509 certificate.");
    }
  }
  return { entityId, ssoUrl, certificates: [...new Set(certificates)] };
}
