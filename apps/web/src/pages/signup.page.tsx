import { Anchor, Container, Paper, Stack, Text, Title } from "@mantine/core";
import { Link, useLocation } from "react-router";
import { DocumentTitle } from "../components/document-title";
import { returnPathFrom, withReturnPath } from "../features/auth/return-to";
import { SignupForm } from "../features/auth/signup-form";

export default function SignupPage() {
  const { search } = useLocation();
  return (
    <Container size="sm" py={{ base: "lg", sm: 48 }}>
      <DocumentTitle title="Create your account" />
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1}>Create your account</Title>
          <Text>
            Start your free trial: tell us a little about your role so we can tailor your learning path.
          </Text>
        </Stack>
        <Paper withBorder shadow="sm" p={{ base: "md", sm: "xl" }} radius="md">
          <SignupForm />
        </Paper>
        <Text ta="center" size="sm">
          Already have an account?{" "}
          <Anchor component={Link} to={withReturnPath("/login", returnPathFrom(search))}>
            Sign in
          </Anchor>
        </Text>
      </Stack>
    </Container>
  );
}
