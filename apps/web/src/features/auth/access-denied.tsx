import { Alert, Container, Title } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import { DocumentTitle } from "../../components/document-title";

interface AccessDeniedProps {
  message?: string;
}

export function AccessDenied({
  message = "You don't have permission to access this page.",
}: AccessDeniedProps) {
  return (
    <Container size="sm" py="xl">
      <DocumentTitle title="Access Denied" />
      <Title order={1} mb="md">
        Access Denied
      </Title>
      <Alert color="red" icon={<IconLock aria-hidden />} title="Access Denied">
        {message}
      </Alert>
    </Container>
  );
}
