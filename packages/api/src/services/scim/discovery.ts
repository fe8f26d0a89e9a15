import type { ApiConfig } from "../../config";
import { SCIM_BODY_LIMIT, SCIM_MAX_RESULTS } from "../../schemas/scim";
import { GROUP_SCHEMA, LIST_SCHEMA, scimBaseUrl, USER_SCHEMA } from "./resources";

const SPC_SCHEMA = "urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig";
const RESOURCE_TYPE_SCHEMA = "urn:ietf:params:scim:schemas:core:2.0:ResourceType";
const SCHEMA_SCHEMA = "urn:ietf:params:scim:schemas:core:2.0:Schema";

/** GET /ServiceProviderConfig: PATCH and filters (eq only) yes; bulk, sort, ETags and password changes no. */
export function serviceProviderConfig(config: ApiConfig) {
  return {
    schemas: [SPC_SCHEMA],
    documentationUri: `${config.appUrl.replace(/\/$/, "")}/docs/scim`,
    patch: { supported: true },
    bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
    filter: { supported: true, maxResults: SCIM_MAX_RESULTS },
    changePassword: { supported: false },
    sort: { supported: false },
    etag: { supported: false },
    authenticationSchemes: [
      {
        type: "oauthbearertoken",
        name: "OAuth Bearer Token",
        description:
          "A SCIM token a super admin creates in Organisation Settings, sent as Authorization: Bearer.",
        primary: true,
      },
    ],
    maxPayloadSize: SCIM_BODY_LIMIT,
    meta: { resourceType: "ServiceProviderConfig", location: `${scimBaseUrl(config)}/ServiceProviderConfig` },
  };
}

const resourceTypeList = (config: ApiConfig) => [
  {
    schemas: [RESOURCE_TYPE_SCHEMA],
    id: "User",
    name: "User",
    endpoint: "/Users",
    description: "A person's account",
    schema: USER_SCHEMA,
    meta: { resourceType: "ResourceType", location: `${scimBaseUrl(config)}/ResourceTypes/User` },
  },
  {
    schemas: [RESOURCE_TYPE_SCHEMA],
    id: "Group",
    name: "Group",
    endpoint: "/Groups",
    description: "A group of people",
    schema: GROUP_SCHEMA,
    meta: { resourceType: "ResourceType", location: `${scimBaseUrl(config)}/ResourceTypes/Group` },
  },
];

interface SchemaAttribute {
  name: string;
  type: string;
  multiValued: boolean;
  description: string;
  required: boolean;
  caseExact: boolean;
  mutability: string;
  returned: string;
  uniqueness: string;
  subAttributes?: SchemaAttribute[];
}

function attribute(
  name: string,
  options: {
    type?: "string" | "boolean" | "complex" | "reference";
    required?: boolean;
    multiValued?: boolean;
    mutability?: "readOnly" | "readWrite" | "immutable";
    uniqueness?: "none" | "server";
    subAttributes?: SchemaAttribute[];
    description: string;
  },
): SchemaAttribute {
  return {
    name,
    type: options.type ?? "string",
    multiValued: options.multiValued ?? false,
    description: options.description,
    required: options.required ?? false,
    caseExact: false,
    mutability: options.mutability ?? "readWrite",
    returned: "default",
    uniqueness: options.uniqueness ?? "none",
    ...(options.subAttributes ? { subAttributes: options.subAttributes } : {}),
  };
}

const schemaList = (config: ApiConfig) => [
  {
    schemas: [SCHEMA_SCHEMA],
    id: USER_SCHEMA,
    name: "User",
    description: "A person's account",
    attributes: [
      attribute("userName", {
        required: true,
        uniqueness: "server",
        description: "The e-mail address the person signs in with.",
      }),
      attribute("externalId", {
        uniqueness: "server",
        description: "The identity provider's id for the person.",
      }),
      attribute("name", {
        type: "complex",
        description: "The person's name.",
        subAttributes: [
          attribute("givenName", { description: "First name." }),
          attribute("familyName", { description: "Family name." }),
          attribute("formatted", { mutability: "readOnly", description: "The full name as shown." }),
        ],
      }),
      attribute("displayName", { description: "The full name as shown." }),
      attribute("active", { type: "boolean", description: "Whether the person may sign in." }),
      attribute("emails", {
        type: "complex",
        multiValued: true,
        mutability: "readOnly",
        description: "The sign-in address (userName), as the only e-mail.",
        subAttributes: [attribute("value", { mutability: "readOnly", description: "The address." })],
      }),
    ],
    meta: { resourceType: "Schema", location: `${scimBaseUrl(config)}/Schemas/${USER_SCHEMA}` },
  },
  {
    schemas: [SCHEMA_SCHEMA],
    id: GROUP_SCHEMA,
    name: "Group",
    description: "A group of people",
    attributes: [
      attribute("displayName", {
        required: true,
        uniqueness: "server",
        description: "The group's name, unique.",
      }),
      attribute("externalId", { description: "The identity provider's id for the group." }),
      attribute("members", {
        type: "complex",
        multiValued: true,
        description: "The group's members.",
        subAttributes: [
          attribute("value", { mutability: "immutable", description: "A user's id." }),
          attribute("display", { mutability: "readOnly", description: "The user's name." }),
        ],
      }),
    ],
    meta: { resourceType: "Schema", location: `${scimBaseUrl(config)}/Schemas/${GROUP_SCHEMA}` },
  },
];

const listOf = <T>(resources: T[]) => ({
  schemas: [LIST_SCHEMA],
  totalResults: resources.length,
  startIndex: 1,
  itemsPerPage: resources.length,
  Resources: resources,
});

export const resourceTypes = (config: ApiConfig) => listOf(resourceTypeList(config));
export const schemas = (config: ApiConfig) => listOf(schemaList(config));

/** One resource type or schema by id; undefined when there is none. */
export const resourceType = (config: ApiConfig, id: string) =>
  resourceTypeList(config).find((r) => r.id === id);
export const schema = (config: ApiConfig, id: string) => schemaList(config).find((s) => s.id === id);
