/** What the app server's SCIM plugin calls. */
export { authenticateScim } from "./tokens";
export { ScimError, scimErrorBody } from "./errors";
export { type ScimDeps } from "./resources";
export {
  createScimUser,
  deleteScimUser,
  getScimUser,
  listScimUsersPage,
  patchScimUser,
  replaceScimUser,
} from "./users";
export {
  createScimGroup,
  deleteScimGroupById,
  getScimGroup,
  listScimGroupsPage,
  patchScimGroup,
  replaceScimGroup,
} from "./groups";
export { resourceType, resourceTypes, schema, schemas, serviceProviderConfig } from "./discovery";
