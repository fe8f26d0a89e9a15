import { DocumentTitle } from "../components/document-title";
import { SecondStepScreen } from "../features/two-factor/second-step-screen";

/** /two-step: public, as the person is not signed in until the second step is done. */
export default function TwoStepPage() {
  return (
    <>
      <DocumentTitle title="Two-step verification" />
      <SecondStepScreen />
    </>
  );
}
