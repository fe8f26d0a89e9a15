import { Tabs } from "@mantine/core";
import { useState } from "react";
import { useLocation } from "react-router";
import { AuthCard } from "./auth-card";
import { InviteOnlyNotice, useInviteOnlySignUp } from "../organisation/invite-only-notice";
import { SignInForm } from "./sign-in-form";
import { TabSignUpForm } from "./tab-sign-up-form";

type LoginTab = "sign-in" | "sign-up";

const ACCOUNT_CREATED = "Account created successfully! Please sign in.";

function noticeFrom(state: unknown): string | null {
  const notice = (state as { notice?: unknown } | null)?.notice;
  return typeof notice === "string" ? notice : null;
}

/** The /login screen: 'Sign In' and 'Sign Up' tabs and a way back to the homepage. */
export function LoginPanel() {
  const [tab, setTab] = useState<LoginTab>("sign-in");
  const [createdEmail, setCreatedEmail] = useState<string | null>(null);
  // A notice handed over by the page that sent the visitor here (a password just reset).
  const handedNotice = noticeFrom(useLocation().state);
  // Under 'invite only' the tab says so rather than offering a form the server would refuse.
  const inviteOnly = useInviteOnlySignUp();

  const handleCreated = (email: string) => {
    setCreatedEmail(email);
    setTab("sign-in");
  };

  return (
    <AuthCard
      title="Welcome to LeadCoach"
      intro="Sign in to continue your leadership journey, or create an account."
      back={{ to: "/", label: "Back to homepage" }}
    >
      <Tabs value={tab} onChange={(value) => setTab(value === "sign-up" ? "sign-up" : "sign-in")}>
        <Tabs.List grow mb="lg">
          <Tabs.Tab value="sign-in">Sign In</Tabs.Tab>
          <Tabs.Tab value="sign-up">Sign Up</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="sign-in">
          <SignInForm
            key={createdEmail ?? "sign-in"}
            initialEmail={createdEmail ?? ""}
            notice={createdEmail ? ACCOUNT_CREATED : handedNotice}
          />
        </Tabs.Panel>
        <Tabs.Panel value="sign-up">
          {inviteOnly ? (
            <InviteOnlyNotice />
          ) : (
            <TabSignUpForm key={createdEmail ?? "sign-up"} onCreated={handleCreated} />
          )}
        </Tabs.Panel>
      </Tabs>
    </AuthCard>
  );
}
