import { DocumentTitle } from "../components/document-title";
import { LoginPanel } from "../features/auth/login-panel";

export default function LoginPage() {
  return (
    <>
      <DocumentTitle title="Sign In" />
      <LoginPanel />
    </>
  );
}
