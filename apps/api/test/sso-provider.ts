import { generateKeyPairSync } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Provider from "oidc-provider";
import { afterAll, beforeAll } from "vitest";
import { SSO_CALLBACK_PATH } from "../src/sso/routes";
import { useTestServer, type TestServer } from "./testing";

/** A person as the test provider describes them (the standard claims it releases). */
export interface ProviderAccount {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  given_name?: string;
  family_name?: string;
}

export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /**
   * Plays the browser at the provider: follows the authorization URL through its interaction pages,
   * signing in as `account` (or refusing, with `deny`), and returns the redirect back to the app. `amr`:
   * the authentication methods the provider reports it used (the ID token's `amr` claim), none if left out.
   */
  authorize(
    authorizationUrl: string,
    account: ProviderAccount,
    options?: { deny?: boolean; amr?: string[] },
  ): Promise<URL>;
  close(): Promise<void>;
}

/** A tiny cookie jar: the provider keeps its interaction state in cookies between redirects. */
class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (value === "" || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}

/**
 * A real OpenID provider (oidc-provider) on a free local port, with one confidential client whose
 * redirect URI is the app's callback. Its interactions are answered at once: the login as the account
 * the test names, the consent for the scopes asked. PKCE is required, as a careful provider does.
 */
export async function startTestProvider(redirectUris: string[]): Promise<TestProvider> {
  const clientId = "leadcoach-test";
  const clientSecret = "leadcoach-test-client-secret-0123456789";
  const accounts = new Map<string, ProviderAccount>();
  // The account the next login interaction signs in as, keyed by nothing: flows are driven one at a time.
  let pending: { account: ProviderAccount; deny: boolean; amr?: string[] } | null = null;

  let handle: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.end();
  const server = createServer((req, res) => handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_basic",
      },
    ],
    async findAccount(_ctx, sub) {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return { accountId: sub, claims: () => Promise.resolve({ ...account }) };
    },
    claims: {
      // `amr` rides on the openid scope, so the ID token carries it whenever the login reported one
      // (`authorize`'s `amr`): a standalone claim would need the client to ask for it by name.
      openid: ["sub", "amr"],
      email: ["email", "email_verified"],
      profile: ["name", "given_name", "family_name"],
    },
    features: { devInteractions: { enabled: false } },
    pkce: { required: () => true },
    jwks: { keys: [{ ...privateKey.export({ format: "jwk" }), kid: "test-key", alg: "RS256", use: "sig" }] },
    cookies: { keys: ["test-provider-cookie-key-0123456789"] },
    // Set, so the provider does not print a notice per default it falls back to.
    ttl: {
      Interaction: 600,
      Session: 600,
      Grant: 600,
      AccessToken: 600,
      IdToken: 600,
      AuthorizationCode: 60,
    },
  });
  const callback = provider.callback();

  async function interact(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const details = await provider.interactionDetails(req, res);
    if (details.prompt.name === "login") {
      if (!pending) throw new Error("no account to sign in as");
      const { account, deny, amr } = pending;
      if (deny) {
        const result = { error: "access_denied", error_description: "The person said no." };
        return provider.interactionFinished(req, res, result, { mergeWithLastSubmission: false });
      }
      accounts.set(account.sub, account);
      // The login result's `amr` is kept in the provider's session and released in the ID token.
      return provider.interactionFinished(req, res, {
        login: { accountId: account.sub, ...(amr ? { amr } : {}) },
      });
    }
    const grant = new provider.Grant({
      accountId: details.session?.accountId ?? "",
      clientId: String(details.params.client_id),
    });
    grant.addOIDCScope(String(details.params.scope));
    return provider.interactionFinished(req, res, { consent: { grantId: await grant.save() } });
  }

  handle = (req, res) => {
    if (req.url?.startsWith("/interaction/")) {
      interact(req, res).catch((error: unknown) => {
        res.statusCode = 500;
        res.end(String(error));
      });
      return;
    }
    callback(req, res);
  };

  return {
    issuer,
    clientId,
    clientSecret,
    async authorize(authorizationUrl, account, options = {}) {
      pending = { account, deny: options.deny ?? false, ...(options.amr ? { amr: options.amr } : {}) };
      const jar = new CookieJar();
      let url = new URL(authorizationUrl);
      try {
        for (let hop = 0; hop < 10; hop++) {
          const response = await fetch(url, { redirect: "manual", headers: { cookie: jar.header() } });
          jar.store(response);
          const location = response.headers.get("location");
          if (!location) throw new Error(`provider answered ${response.status}: ${await response.text()}`);
          const next = new URL(location, url);
          if (redirectUris.some((uri) => next.href.startsWith(uri))) return next;
          url = next;
        }
        throw new Error("too many redirects at the provider");
      } finally {
        pending = null;
      }
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/**
 * One test server for the file with single sign-on set up against a real provider started for it (on
 * `appUrl`'s callback): the server, and the provider once it runs.
 */
export function useSsoTestServer(appUrl = "http://localhost:3000"): {
  server: TestServer;
  provider: () => TestProvider;
} {
  let provider: TestProvider | undefined;
  beforeAll(async () => {
    provider = await startTestProvider([`${appUrl}${SSO_CALLBACK_PATH}`]);
  });
  afterAll(async () => {
    await provider?.close();
  });
  const started = () => {
    if (!provider) throw new Error("useSsoTestServer: the provider starts in beforeAll");
    return provider;
  };
  const server = useTestServer(() => ({
    APP_URL: appUrl,
    OIDC_ISSUER: started().issuer,
    OIDC_CLIENT_ID: started().clientId,
    OIDC_CLIENT_SECRET: started().clientSecret,
  }));
  return { server, provider: started };
}
